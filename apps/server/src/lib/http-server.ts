import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode, errorBody, LIMITS } from '@qurio/contract';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * How long the server waits for a client. Without these, a client that opens a connection and
 * sends a request slowly (or never finishes it) holds a socket for ever.
 */
export interface ServerTimeouts {
  /** The request line and headers must have arrived this long after the request began. */
  headersMs: number;
  /** The whole request, body included: an image upload may take LIMITS.uploadTimeoutMs. */
  requestMs: number;
  /** A socket on which nothing at all happens for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection waits this long for its next request. */
  keepAliveMs: number;
  /** How often Node checks the header and request timeouts of open connections. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: LIMITS.uploadTimeoutMs + 10_000,
  idleMs: 60_000,
  // Longer than the 60 s idle timeout of common proxies and load balancers, so they close first.
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/**
 * A stop does not wait on idle connections. Node's close() ends the keep-alive connections idle at
 * that moment, but waits for the idle timeout (60 s) on a connection on which no request has come
 * yet (a browser's preconnection, a client that gave up between connecting and writing), and for
 * the keep-alive timeout (72 s) on one whose request was under way: a stop hung that long, and a
 * test's close ran past its 30 s. So closing destroys the unused sockets (nothing is on them to
 * lose) and answers what is under way with `Connection: close`.
 */
export function closeConnectionsOnStop(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  let stopping = false;
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (req: { socket: Socket }) => unused.delete(req.socket));
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done();
  });
  app.addHook('preClose', (done) => {
    stopping = true;
    for (const socket of unused) socket.destroy();
    unused.clear();
    done();
  });
}

/** Fastify's and Node's options for these timeouts (Fastify passes `http` to `http.createServer`). */
export function timeoutOptions(timeouts: ServerTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  } satisfies Partial<FastifyServerOptions> & { http: object };
}

/** The code for an error of Node's HTTP parser or its timeouts (`clientError`). */
export function clientErrorCode(code: string | undefined): ErrorCode {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  // The request line and headers share one size limit (--max-http-header-size, 16 KB).
  if (code === 'HPE_HEADER_OVERFLOW' || code === 'HPE_URI_TOO_LONG') return 'HEADERS_TOO_LARGE';
  return 'VALIDATION_FAILED';
}

/**
 * Fastify's `clientErrorHandler`: what a request that never reached a route (a bad Content-Length,
 * a header with forbidden characters, a 100 KB query string, a timeout) is answered, in the
 * contract's shape, and then the connection is closed. Bound to the Fastify instance.
 */
export function answerClientError(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Socket) {
  // Reset by the client, or already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error.code);
  // Only the code: the error's rawPacket holds the request's bytes, tokens and all.
  this.log.debug({ parserError: error.code }, 'client error');
  // As Node does: no answer when a response has already begun on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(errorBody(code));
    const status = ERRORS[code].status;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding ('/%E0%A4%A') is refused by
 * the router before any hook, route or error handler; it gets the contract's shape too.
 */
export function answerFrameworkError(_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).headers(SECURITY_HEADERS).send(errorBody('VALIDATION_FAILED'));
}
