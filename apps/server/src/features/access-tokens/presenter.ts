import type { AccessToken } from '@qurio/contract';
import { parseScopes } from '../../lib/access-tokens.js';
import type { AccessTokenListRow } from './queries.js';

/** A token as the list shows it: its name, scopes and times; the secret never again. */
export function presentAccessToken(row: AccessTokenListRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  };
}
