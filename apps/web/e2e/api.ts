import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { InputOf, PathOf } from '@qurio/contract/routes';

/**
 * The specs' way to the API, typed by the contract's route table as the server's tests are
 * (apps/server/src/test/factories.ts): a path no call has, a field the call does not take or a
 * wrong type does not compile, so a spec cannot drift from the contract. Paths are the contract's,
 * without `/api`. It answers Playwright's own response, so a spec asserts `.status()` and `.json()`
 * as before.
 */
export function api(request: APIRequestContext) {
  const headers = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  // A call without input sends no body at all, as the app's client does.
  const withBody = (body: unknown, token?: string) => ({
    ...(body === undefined ? {} : { data: body }),
    headers: headers(token),
  });
  return {
    get: <P extends PathOf<'GET'>>(path: P, query?: InputOf<'GET', P>, token?: string): Promise<APIResponse> =>
      request.get(`/api${path}`, {
        params: Object.fromEntries(
          Object.entries((query ?? {}) as Record<string, unknown>)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, String(value)]),
        ),
        headers: headers(token),
      }),
    post: <P extends PathOf<'POST'>>(path: P, body: InputOf<'POST', P>, token?: string): Promise<APIResponse> =>
      request.post(`/api${path}`, withBody(body, token)),
    del: <P extends PathOf<'DELETE'>>(path: P, body: InputOf<'DELETE', P>, token?: string): Promise<APIResponse> =>
      request.delete(`/api${path}`, withBody(body, token)),
  };
}
