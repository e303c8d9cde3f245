/**
 * A `fetch` over Playwright's request context (the `request` fixture), so the e2e suites of the web
 * and the app make their data with the same kit as every other layer, against the server the
 * context's `baseURL` names and with its cookies. Typed locally: the kit does not load Playwright.
 */
export interface RequestContextLike {
  fetch(
    url: string,
    options: { method: string; headers: Record<string, string>; data?: string },
  ): Promise<{ status(): number; headers(): Record<string, string>; body(): Promise<Uint8Array> }>;
}

export function requestFetch(request: RequestContextLike): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('requestFetch sends JSON bodies only');
    }
    const response = await request.fetch(url, {
      method: init.method ?? 'GET',
      headers,
      ...(typeof init.body === 'string' ? { data: init.body } : {}),
    });
    const status = response.status();
    const noBody = status === 204 || status === 304;
    return new Response(noBody ? null : new Uint8Array(await response.body()), {
      status,
      headers: response.headers(),
    });
  };
}
