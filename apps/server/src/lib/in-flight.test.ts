import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntil } from '@qurio/client/testing';
import { defineCall } from '@qurio/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { registerCall } from './call.js';
import { InFlight, trackHandlers } from './in-flight.js';

const slow = defineCall({
  method: 'GET',
  path: '/slow',
  auth: 'none',
  response: z.object({ status: z.literal('ok') }),
});

describe('handlers in flight', () => {
  it('closing the app waits for the handler of a client that hung up', async () => {
    const app = Fastify({ logger: false });
    trackHandlers(app);
    let release = () => {};
    let markStarted = () => {};
    const started = new Promise<void>((done) => {
      markStarted = done;
    });
    let finished = false;
    // auth 'none' and no guest limit: the context is never read.
    registerCall(
      app,
      {} as AppContext,
      slow,
      async () => {
        markStarted();
        await new Promise<void>((done) => {
          release = done;
        });
        finished = true;
        return { status: 'ok' as const };
      },
      { guestLimit: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path: '/slow' });
    req.on('error', () => {});
    req.end();
    await started;
    req.destroy();
    expect(app.inFlight.size).toBe(1);

    // What the handler had done when the close ended: close must wait for it, however long it runs.
    let finishedWhenClosed: boolean | undefined;
    const closing = app.close().then(() => {
      finishedWhenClosed = finished;
    });
    await waitUntil(() => !app.server.listening, { message: 'the server stops listening' });
    expect(finishedWhenClosed).toBeUndefined();
    release();
    await closing;
    expect(finishedWhenClosed).toBe(true);
    expect(app.inFlight.size).toBe(0);
  });

  it('drains at once when nothing runs, and after a failing handler too', async () => {
    const inFlight = new InFlight();
    await inFlight.drained();
    const failing = inFlight.run(async () => {
      throw new Error('refused');
    });
    const drained = inFlight.drained();
    await expect(failing).rejects.toThrow('refused');
    await drained;
    expect(inFlight.size).toBe(0);
  });
});
