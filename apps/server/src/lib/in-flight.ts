import type { FastifyInstance } from 'fastify';

/**
 * Handlers still running. Fastify's close() waits for open connections, but a client that hung up
 * leaves its handler running with no connection to wait for; the server then destroyed the
 * database under it ("driver has already been destroyed", an error and a half-done request in the
 * log at every stop). Handlers run through `run`, and closing waits for `drained()`.
 */
export class InFlight {
  private count = 0;
  private waiting: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const done of this.waiting.splice(0)) done();
    }
  }

  drained(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((done) => this.waiting.push(done));
  }
}

/** Gives the app its tracker; closing the app then waits for every handler it ran. */
export function trackHandlers(app: FastifyInstance): void {
  app.decorate('inFlight', new InFlight());
  // onClose runs after the server stopped taking requests and its connections closed.
  app.addHook('onClose', () => app.inFlight.drained());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Handlers still running (lib/in-flight.ts); close() waits for them. */
    inFlight: InFlight;
  }
}
