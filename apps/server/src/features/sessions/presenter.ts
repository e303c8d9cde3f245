import type { SignedInSession } from '@qurio/contract';
import { parseDevice } from '../../lib/device.js';
import type { SessionListRow } from './queries.js';

/** A session as the list shows it: the device in names, never the address or the raw user agent. */
export function presentSession(row: SessionListRow, currentSignInId: number): SignedInSession {
  return {
    id: row.id,
    current: (row.sign_in_id ?? row.id) === currentSignInId,
    ...parseDevice(row.user_agent, row.client),
    signed_in_at: row.signed_in_at,
    last_used_at: row.last_used_at,
  };
}
