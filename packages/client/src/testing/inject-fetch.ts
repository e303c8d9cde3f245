/**
 * A `fetch` that hands each request to a Fastify app through `app.inject()`: the client (and the
 * web and app code above it) talks to the real routes, database and serializers in-process, with
 * no port and no canned responses. Tests only (`@qurio/client/testing`).
 */

interface InjectResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The bytes as sent: a picture (a card, an upload) survives, where `body` decodes them as UTF-8. */
  rawPayload: Uint8Array;
}

/** The part of FastifyInstance this needs; typed locally so the client and web projects do not compile the server. */
export interface InjectableApp {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Uint8Array;
    remoteAddress?: string;
  }): Promise<InjectResponse>;
}

/** What every request of one `injectFetch` carries besides its own. */
export interface InjectOptions {
  /** The client's address as the server sees it (rate limits count per address). */
  remoteAddress?: string;
  /** Headers added to each request (a user agent). */
  headers?: Record<string, string>;
}

/** Node's Buffer, which `inject()` sends as bytes (a plain Uint8Array it would send as JSON). */
const NodeBuffer = (globalThis as { Buffer?: { from(bytes: Uint8Array): Uint8Array } }).Buffer;

/**
 * A form as the browser sends it (multipart/form-data): the uploads of the web app's settings and
 * welcome reach the server's real multipart parser. Built by hand because the form may be the test
 * DOM's own FormData, which Node's Request does not know.
 */
async function encodeForm(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const boundary = `----qurio-inject-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const entries: [string, NonNullable<ReturnType<FormData['get']>>][] = [];
  form.forEach((value, name) => {
    entries.push([name, value]);
  });
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      continue;
    }
    const type = value.type || 'application/octet-stream';
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      new Uint8Array(await value.arrayBuffer()),
      encoder.encode('\r\n'),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function requestUrl(input: Parameters<typeof fetch>[0]): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

export function injectFetch(app: InjectableApp, options: InjectOptions = {}): typeof fetch {
  return async (input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> => {
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    const url = requestUrl(input);
    const headers: Record<string, string> = { ...options.headers };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | Uint8Array | undefined;
    if (typeof init.body === 'string') {
      payload = init.body;
    } else if (init.body instanceof FormData && NodeBuffer) {
      const form = await encodeForm(init.body);
      headers['content-type'] = form.type;
      payload = NodeBuffer.from(form.body);
    } else if (init.body !== undefined && init.body !== null) {
      throw new TypeError('injectFetch sends string bodies (JSON) and forms only');
    }
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    if (signal?.aborted) throw abortError();

    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
