import type { CallDef, CallResponse, ParsedInput } from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError, codeFromIssues } from './errors.js';
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

/**
 * Registers one call of the contract: parses its input with the contract schema (the first failing
 * field becomes the error code), resolves the viewer from the bearer token as the call's auth mode
 * asks, runs the handler, and serialises the result through the response schema, so a field that
 * is not in the contract can never leave the server.
 */
export function registerCall<T extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: T,
  handler: (args: CallArgs<T>) => Promise<CallResponse<T>>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      let viewer: Viewer | null = null;
      if (call.auth !== 'none') {
        const header = req.headers.authorization;
        const token = readBearer(header);
        if (header !== undefined && token === null) throw sessionGone();
        if (token) viewer = await authenticate(ctx, token);
        else if (call.auth === 'required') throw new AppError('SIGN_IN_REQUIRED');
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
        const parsed = call.input.safeParse(raw);
        if (!parsed.success) throw new AppError(codeFromIssues(parsed.error.issues));
        input = parsed.data;
      }
      const result = await handler({
        input: input as ParsedInput<T>,
        viewer: viewer as CallArgs<T>['viewer'],
        req,
        reply,
      });
      return call.response.parse(result);
    },
  });
}
