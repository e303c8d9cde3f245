import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as read off the wire. */
export interface ReadEvent {
  type: string;
  id: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: tests read a few known fields of each event
  data: any;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Everything received so far, as sent (the anonymity sweep searches it). */
  raw: () => string;
  events: ReadEvent[];
  /** Waits for the next event of this type (after those already taken) that passes `test`. */
  next: (type: string, test?: (event: ReadEvent) => boolean, timeoutMs?: number) => Promise<ReadEvent>;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close: () => void;
}

/** The app on a real port (app.inject() answers only when a response ends, which a stream never does). */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

/**
 * `GET /api/events` with the member's token, read as a browser's fetch reads it. Resolves once the
 * response's headers arrived; a non-2xx answer is returned with its body in `raw()`.
 */
export async function openStream(
  base: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  let text = '';
  let buffer = '';
  const events: ReadEvent[] = [];
  const waiters = new Set<() => void>();
  const taken = new Set<ReadEvent>();
  const parseBlock = (block: string) => {
    let type = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    events.push({ type, id, data: JSON.parse(data.join('\n')) });
    for (const wake of [...waiters]) wake();
  };
  if (!response.ok) text = await response.text();
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          parseBlock(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the connection was dropped.
    } finally {
      for (const wake of [...waiters]) wake();
    }
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
  });
  const next = (type: string, test: (event: ReadEvent) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<ReadEvent>((resolve, reject) => {
      const look = () => {
        const found = events.find((e) => !taken.has(e) && e.type === type && test(e));
        if (found) {
          taken.add(found);
          cleanup();
          resolve(found);
        } else if (isEnded) {
          cleanup();
          reject(new Error(`the stream ended without a ${type} event; it sent:\n${text}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${type} event within ${timeoutMs} ms; the stream sent:\n${text}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
      // `isEnded` is set a tick after the loop ends: look again then.
      void ended.then(() => setImmediate(look));
    });
  return {
    status: response.status,
    headers: response.headers,
    raw: () => text,
    events,
    next,
    ended,
    close: () => controller.abort(),
  };
}
