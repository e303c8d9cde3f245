import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { ERRORS, isErrorCode } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './http-server.js';

/** What a raw socket received before the server closed it, and how long that took. */
interface Exchange {
  raw: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  closedAfterMs: number;
}

let t: TestApp;
let app: FastifyInstance;
let port = 0;
const TIMEOUTS: Partial<ServerTimeouts> = { headersMs: 500, requestMs: 1_000, idleMs: 3_000, checkIntervalMs: 100 };

beforeAll(async () => {
  t = await createTestApp();
  // The real server, listening, with timeouts short enough to wait for.
  app = await buildApp(t.ctx, { logger: false, timeouts: TIMEOUTS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Opens a socket, writes `chunks` (a number waits that many ms), and reads until the server closes it. */
function exchange(chunks: Array<string | Buffer | number>, giveUpMs = 10_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        raw,
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body,
        closedAfterMs: Date.now() - started,
      });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
        else if (!socket.destroyed) socket.write(chunk);
      }
    });
  });
}

/** The contract's failure body, with the status the contract gives its code, and a closed connection. */
function expectContractError(res: Exchange, code: string) {
  expect(res.status, res.raw).toBe(ERRORS[code as keyof typeof ERRORS].status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.headers.connection).toBe('close');
  const body = JSON.parse(res.body);
  expect(isErrorCode(body.code)).toBe(true);
  expect(body).toEqual({ status: false, code, message: ERRORS[code as keyof typeof ERRORS].message });
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
}

describe('errors of the HTTP parser', () => {
  it('answers a bad Content-Length with 400 in the contract’s shape, and closes', async () => {
    const res = await exchange([
      'POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    ]);
    expectContractError(res, 'VALIDATION_FAILED');
  });

  it('answers a header with forbidden characters with 400', async () => {
    const res = await exchange([Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01b\r\n\r\n', 'latin1')]);
    expectContractError(res, 'VALIDATION_FAILED');
  });

  it('answers a request line that is not HTTP with 400', async () => {
    expectContractError(await exchange(['HELLO THERE\r\n\r\n']), 'VALIDATION_FAILED');
  });

  it('answers a 100 KB query string, and 100 KB of headers, with 431', async () => {
    const url = `/api/question?username=${'a'.repeat(100 * 1024)}&id=1`;
    expectContractError(await exchange([`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`]), 'HEADERS_TOO_LARGE');
    const header = `X-Big: ${'b'.repeat(100 * 1024)}\r\n`;
    expectContractError(await exchange([`GET /api/health HTTP/1.1\r\nHost: x\r\n${header}\r\n`]), 'HEADERS_TOO_LARGE');
  });

  it('answers a URL the router cannot decode with 400 in the contract’s shape', async () => {
    for (const url of ['/%E0%A4%A', '/api/%E0%A4%A', '/api/health%']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        status: false,
        code: 'VALIDATION_FAILED',
        message: ERRORS.VALIDATION_FAILED.message,
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('still answers a well-formed request on the same server', async () => {
    const res = await exchange(['GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });
});

describe('slow clients', () => {
  it('uses timeouts that let an upload take LIMITS.uploadTimeoutMs and want headers within 20 s', () => {
    expect(DEFAULT_TIMEOUTS.requestMs).toBeGreaterThan(120_000);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeGreaterThanOrEqual(10_000);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(20_000);
    expect(DEFAULT_TIMEOUTS.checkIntervalMs).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.headersMs / 5);
    expect(app.server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(app.server.requestTimeout).toBe(TIMEOUTS.requestMs);
  });

  it('closes sockets whose headers never finish, with 408, within the header timeout', async () => {
    // Many at once, as the slow-client attack did: every one is closed, none outlives the timeout.
    const partial = ['GET /api/health HTTP/1.1\r\nHost: x\r\n', 200, 'X-Slow: 1\r\n', 200, 'X-Slower: 2\r\n'];
    const results = await Promise.all(Array.from({ length: 21 }, () => exchange(partial, 5_000)));
    for (const res of results) {
      expect(res.closedAfterMs).toBeLessThan(2_500);
      expectContractError(res, 'REQUEST_TIMEOUT');
    }
  });

  it('closes a request whose body never finishes, with 408, within the request timeout', async () => {
    const res = await exchange(
      [
        'POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
        300,
        'name":',
      ],
      5_000,
    );
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs ?? 0);
    expect(res.closedAfterMs).toBeLessThan(3_000);
    expectContractError(res, 'REQUEST_TIMEOUT');
  });

  it('closes a connection that sends nothing at all', async () => {
    const res = await exchange([], 8_000);
    expect(res.closedAfterMs).toBeLessThan(6_000);
  });
});

describe('closing the server', () => {
  it('does not wait for connections on which no request came, and still finishes a request under way', async () => {
    const t2 = await createTestApp();
    // The default timeouts: an unused socket would otherwise be held until the 60 s idle timeout.
    const server = await buildApp(t2.ctx, { logger: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const serverPort = typeof address === 'object' && address ? address.port : 0;
    const open = (socket: Socket) => new Promise<void>((done) => socket.once('connect', () => done()));
    const unused = connect(serverPort, '127.0.0.1');
    unused.on('error', () => {});
    const unusedClosed = new Promise<void>((done) => unused.once('close', () => done()));
    await open(unused);
    // A request whose body is still coming when the stop begins: it is answered, not cut off.
    const busy = connect(serverPort, '127.0.0.1');
    busy.on('error', () => {});
    const answer: Buffer[] = [];
    busy.on('data', (d) => answer.push(d));
    const busyClosed = new Promise<void>((done) => busy.once('close', () => done()));
    await open(busy);
    // The server has the request (its headers parsed) before the stop begins.
    const received = once(server.server, 'request');
    busy.write('POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{');
    await received;

    const started = Date.now();
    const closing = server.close();
    await unusedClosed;
    busy.write('}');
    await closing;
    await busyClosed;
    expect(Date.now() - started).toBeLessThan(5_000);
    const reply = Buffer.concat(answer).toString('utf8');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply.toLowerCase()).toContain('\r\nconnection: close\r\n');
    await t2.close();
  });
});
