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
    payload?: string;
  }): Promise<InjectResponse>;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

export function injectFetch(app: InjectableApp): typeof fetch {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    const url = requestUrl(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('injectFetch only sends string bodies (the client sends JSON)');
    }
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: init.body ?? undefined,
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
