import { type CallDef, type CallResponse, holdsNul, type ParsedInput } from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError, codeFromIssues } from './errors.js';
import { consume, LIMITS_POLICY } from './rate-limit.js';
import { invalidateReadCaches } from './read-cache.js';
import { authenticate, readBearer, sessionGone, type Viewer } from './sessions.js';

export interface CallArgs<T extends CallDef> {
  input: ParsedInput<T>;
  viewer: T['auth'] extends 'required' ? Viewer : Viewer | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What the client needs about the request that is not the payload. */
export function requestMeta(req: FastifyRequest): { ip: string; userAgent?: string } {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, ...(typeof ua === 'string' ? { userAgent: ua } : {}) };
}

export interface CallOptions {
  /**
   * A read whose response depends only on the viewer, the input and the data: repeated requests
   * are served from the response cache until the next write (lib/read-cache.ts).
   */
  cached?: boolean;
  /** A POST that writes nothing a response shows (explore, search): it does not retire the cache. */
  readOnly?: boolean;
  /** false: not counted in the per-address limit for calls without a session (the health check). */
  guestLimit?: boolean;
}

/**
 * Registers one call of the contract: parses its input with the contract schema (the first failing
 * field becomes the error code), resolves the viewer from the bearer token as the call's auth mode
 * asks, runs the handler, and serialises the result through the response schema, so a field that
 * is not in the contract can never leave the server. Every call that is not a read (a GET, or
 * registered `readOnly` or `cached`) retires the response cache when it ends, whatever its outcome.
 */
export function registerCall<T extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: T,
  handler: (args: CallArgs<T>) => Promise<CallResponse<T>>,
  options: CallOptions = {},
): void {
  const reads = call.method === 'GET' || options.readOnly === true || options.cached === true;
  const cache = options.cached && ctx.caches.responses.enabled ? ctx.caches.responses : null;
  app.route({
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      let viewer: Viewer | null = null;
      if (call.auth !== 'none') {
        const header = req.headers.authorization;
        const token = readBearer(header);
        if (header !== undefined && token === null) throw sessionGone();
        if (token) viewer = await authenticate(ctx, token, { activity: reads });
        else if (call.auth === 'required') throw new AppError('SIGN_IN_REQUIRED');
      }
      // Without a session every call counts against the address (members have their own limits).
      if (viewer === null && options.guestLimit !== false) {
        await consume(ctx.limiter, [[`api:ip:${req.ip}`, LIMITS_POLICY.guestCallsPerIp]], 'TOO_MANY_REQUESTS');
      }
      let input: unknown;
      if (call.input) {
        // DELETE payloads may come in the query string or a JSON body (clients differ).
        const raw =
          call.method === 'GET'
            ? req.query
            : call.method === 'DELETE'
              ? { ...(req.query as object), ...((req.body as object | undefined) ?? {}) }
              : (req.body ?? {});
        // The contract's text fields refuse U+0000 too; this also covers keys and anything a
        // schema would pass through, so none ever reaches the database.
        if (holdsNul(raw)) throw new AppError('TEXT_INVALID_CHARACTER');
        const parsed = call.input.safeParse(raw);
        if (!parsed.success) throw new AppError(codeFromIssues(parsed.error.issues));
        input = parsed.data;
      }
      const run = async () =>
        call.response.parse(
          await handler({ input: input as ParsedInput<T>, viewer: viewer as CallArgs<T>['viewer'], req, reply }),
        );
      if (cache) {
        const key = `${call.method} ${call.path} ${viewer?.user.id ?? 0} ${JSON.stringify(input ?? null)}`;
        const body = await cache.getOrRead(key, async () => JSON.stringify(await run()));
        return reply.type('application/json; charset=utf-8').send(body);
      }
      if (reads) return run();
      try {
        return await run();
      } finally {
        invalidateReadCaches(ctx.caches);
      }
    },
  });
}
