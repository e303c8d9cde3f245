import type { ListedUser } from '@qurio/contract';
import { presentUserSummary } from '../users/presenter.js';
import type { ListedUserRow } from './queries.js';

/** A row of a followers, followings or blocked list: `id` is the entry's, the cursor of the next page. */
export function presentListedUser(row: ListedUserRow): ListedUser {
  return { ...presentUserSummary(row), id: row.entry_id, user_id: row.id, date_added: row.entry_date };
}
