import {
  APP_CLIENTS,
  type AppClient,
  type CallDef,
  type CallResponse,
  CLIENT_HEADER,
  holdsNul,
  type ParsedInput,
} from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { assertScope, authenticateAccessToken, isAccessToken } from './access-tokens.js';
import { needsConsent } from './consent.js';
import { AppError, codeFromIssues } from './errors.js';
import { consume, LIMITS_POLICY } from './rate-limit.js';
import { compileResponseSerializer } from './response-serializer.js';
import { authenticate, type RequestMeta, readBearer, sessionGone, type Viewer } from './sessions.js';

export interface CallArgs<T extends CallDef> {
  input: ParsedInput<T>;
  viewer: T['auth'] extends 'required' ? Viewer : Viewer | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Where a request comes from, as a session records it: the address, the user agent, the app's own header. */
export function requestMeta(req: FastifyRequest): RequestMeta & { ip: string } {
  const ua = req.headers['user-agent'];
  // Fastify lower-cases header names; a value that is not one of the apps' is ignored.
  const client = req.headers[CLIENT_HEADER.toLowerCase()];
  return {
    ip: req.ip,
    ...(typeof ua === 'string' ? { userAgent: ua } : {}),
    ...(isAppClient(client) ? { client } : {}),
  };
}

function isAppClient(value: unknown): value is AppClient {
  return typeof value === 'string' && (APP_CLIENTS as readonly string[]).includes(value);
}

export interface CallOptions {
  /**
   * A POST that only reads (explore, search): like a GET it counts as the member being active
   * (lib/activity.ts), which a write never does.
   */
  readOnly?: boolean;
  /** false: not counted in the per-address limit for calls without a session (the health check). */
  guestLimit?: boolean;
}

/**
 * The viewer of a request as a call's auth mode asks: a bearer token resolved to its session, or
 * null without one; a malformed header or (for `required`) no token at all is refused. `reads`:
 * the request counts as the member being active (lib/activity.ts). A member who owes the sign-up
 * confirmations (lib/consent.ts) is refused with CONSENT_REQUIRED unless `beforeConsent` (the
 * contract's allow-list; the raw routes, the live stream and the export download, are not on it),
 * before the input is read, so every refused call answers alike whatever it was sent. A personal
 * access token (`qpat_…`, lib/access-tokens.ts) makes only calls whose `scope` it holds; the
 * raw routes pass none, so no token reaches them.
 */
export async function resolveViewer(
  ctx: AppContext,
  req: FastifyRequest,
  auth: CallDef['auth'],
  reads: boolean,
  beforeConsent = false,
  scope?: CallDef['scope'],
): Promise<Viewer | null> {
  if (auth === 'none') return null;
  const header = req.headers.authorization;
  const token = readBearer(header);
  if (header !== undefined && token === null) throw sessionGone();
  if (token) {
    const viewer = isAccessToken(token)
      ? await authenticateAccessToken(ctx, token, { activity: reads })
      : await authenticate(ctx, token, { activity: reads });
    assertScope(viewer, scope);
    if (!beforeConsent && needsConsent(viewer.user)) throw new AppError('CONSENT_REQUIRED');
    return viewer;
  }
  if (auth === 'required') throw new AppError('SIGN_IN_REQUIRED');
  return null;
}

/**
 * Registers one call of the contract: parses its input with the contract schema (the first failing
 * field becomes the error code), resolves the viewer from the bearer token as the call's auth mode
 * asks, runs the handler, and serialises the result with the serializer compiled from the response
 * schema (lib/response-serializer.ts), so a field that is not in the contract can never leave the
 * server.
 *
 * Nothing is cached between requests: every read runs its queries (the read path is measured
 * without a cache, `npm run bench`). The per-viewer response cache this replaced was retired by
 * every write anywhere, so under real traffic (10 % writes) it served little and cost more than
 * it saved.
 */
export function registerCall<T extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: T,
  handler: (args: CallArgs<T>) => Promise<CallResponse<T>>,
  options: CallOptions = {},
): void {
  const reads = call.method === 'GET' || options.readOnly === true;
  const serialize = compileResponseSerializer(call.response, `${call.method} ${call.path}`);
  app.route({
    method: call.method,
    url: call.path,
    handler: (req, reply) => app.inFlight.run(() => answer(req, reply)),
  });

  async function answer(req: FastifyRequest, reply: FastifyReply) {
    const viewer = await resolveViewer(ctx, req, call.auth, reads, call.beforeConsent === true, call.scope);
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
    const result = await handler({
      input: input as ParsedInput<T>,
      viewer: viewer as CallArgs<T>['viewer'],
      req,
      reply,
    });
    return reply.type('application/json; charset=utf-8').send(serialize(result));
  }
}
