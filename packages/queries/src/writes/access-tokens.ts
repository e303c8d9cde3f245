import type { AccessToken } from '@qurio/contract';
import type { TokenScope } from '@qurio/contract/limits';
import { createAccessToken, revokeAccessToken } from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { settingsKeys } from '../keys';
import { defineWrite } from './define';

/**
 * Personal access tokens (issue 35), for both apps' settings: a new token joins the top of the
 * list from the server's answer (its secret is in that answer only: the screen shows it once and
 * it is never cached), a revoked one leaves it when the server agreed.
 */

function putTokens(client: QueryClient, change: (rows: AccessToken[]) => AccessToken[]): void {
  client.setQueryData<AccessToken[]>(settingsKeys.accessTokens(), (rows) => (rows ? change(rows) : rows));
}

export const createToken = defineWrite({
  name: 'settings.createAccessToken',
  call: ({ api }, input: { name: string; scopes: TokenScope[]; expires_in_days?: number | null }) =>
    api.call(createAccessToken, input),
  apply: (client, response) => putTokens(client, (rows) => [response.access_token, ...rows]),
  // The limit may have been reached meanwhile elsewhere: the list loads again after a failure.
  invalidates: (_input, data) => (data ? [] : [settingsKeys.accessTokens()]),
});

export const revokeToken = defineWrite({
  name: 'settings.revokeAccessToken',
  call: ({ api }, row: Pick<AccessToken, 'id'>) => api.call(revokeAccessToken, { id: row.id }),
  apply: (client, _response, row) => putTokens(client, (rows) => rows.filter((r) => r.id !== row.id)),
  // Not found: it was revoked or expired elsewhere; the list says what is left.
  invalidates: (_row, data) => (data ? [] : [settingsKeys.accessTokens()]),
});
