import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SseWriter } from './sse.js';

/**
 * Back-pressure on a real socket: a client that stops reading fills the kernel's buffers, then
 * Node's; the writer drops it once more than its bound waits in memory, instead of holding
 * everything sent to it for as long as it stays connected.
 */
let server: Server | null = null;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = null;
});

/** A server whose one response is handed to the test, and a raw client that asked for it. */
async function pair(): Promise<{ res: ServerResponse; client: Socket }> {
  let take: (res: ServerResponse) => void = () => {};
  const taken = new Promise<ServerResponse>((resolve) => {
    take = resolve;
  });
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    take(res);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  const client = connect(address.port, '127.0.0.1');
  sockets.push(client);
  client.write('GET /api/events HTTP/1.1\r\nHost: test\r\n\r\n');
  return { res: await taken, client };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SseWriter', () => {
  it('drops a client that stops reading once its bound is queued, and never holds much more', async () => {
    const { res, client } = await pair();
    client.pause();
    const bound = 256 * 1024;
    let dropped = 0;
    const writer = new SseWriter(res, bound, () => {
      dropped += 1;
    });
    const event = JSON.stringify({ text: 'x'.repeat(16 * 1024) });
    let written = 0;
    let peak = 0;
    while (!writer.closed && written < 256 * 1024 * 1024) {
      writer.event('stats', event);
      written += event.length;
      peak = Math.max(peak, res.writableLength);
      // Lets the socket hand what it can to the kernel, as between real events.
      if (written % (1024 * 1024) < event.length) await tick();
    }
    expect(dropped).toBe(1);
    expect(writer.closed).toBe(true);
    expect(peak).toBeLessThanOrEqual(bound + event.length + 64);
    // Writing to a dropped client does nothing (and does not throw).
    writer.event('stats', event);
    expect(dropped).toBe(1);
  });

  it('keeps a client that reads, whatever it is sent', async () => {
    const { res, client } = await pair();
    let received = 0;
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    const writer = new SseWriter(res, 256 * 1024, () => {
      throw new Error('a reading client was dropped');
    });
    const event = JSON.stringify({ text: 'y'.repeat(1024) });
    for (let i = 0; i < 4096; i++) {
      writer.event('stats', event, i + 1);
      if (i % 64 === 0) await tick();
    }
    writer.comment();
    while (received < 4096 * event.length) await tick();
    expect(writer.closed).toBe(false);
    writer.end();
  });
});
