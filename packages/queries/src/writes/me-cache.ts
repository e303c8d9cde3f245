import type { MeUser, PublicUser, UserSummary } from '@qurio/contract';
import type { QueryClient } from '@tanstack/react-query';
import { searchKeys } from '../account-keys';
import { discoveryKeys, userKeys } from '../keys';
import { type Paged, type PersonFields, patchPerson } from './cache';

// The member's own fields after a settings write, apart from cache.ts: only settings screens need
// them, and a bundler puts a module whole into the chunk of its first user (every answer page).

/** The member's own fields a settings write changes. */
export type MyFields = Partial<
  Pick<MeUser, 'fullname' | 'bio' | 'image' | 'cover' | 'email' | 'email_verified' | 'lang'>
>;

/**
 * After a settings change the same fields live in several cached places: `me`, the member's own
 * profile (only its public fields: the e-mail and language never enter it), and every card or row
 * that shows them (feeds, answer pages, people lists, people found, random members). All change
 * together, so no screen shows the old name or picture until a refetch. Each app moves its stored
 * session itself (a platform effect).
 */
export function patchMe(client: QueryClient, member: UserSummary | null, fields: MyFields): void {
  client.setQueryData<MeUser>(userKeys.me(), (me) => (me ? { ...me, ...fields } : me));
  if (!member) return;
  const { fullname, bio, image, cover } = fields;
  const open = Object.fromEntries(Object.entries({ fullname, bio, image, cover }).filter(([, v]) => v !== undefined));
  client.setQueryData<PublicUser>(userKeys.profile(member.username), (user) => (user ? { ...user, ...open } : user));
  const shown: PersonFields = {};
  if (fullname !== undefined) shown.fullname = fullname;
  if (image !== undefined) shown.image = image;
  if (Object.keys(shown).length === 0) return;
  patchPerson(client, member.id, shown);
  client.setQueriesData<Paged<{ user_id: number }>>({ queryKey: userKeys.lists() }, (data) =>
    data?.pages ? patchRows(data, (row) => (row.user_id === member.id ? { ...row, ...shown } : row)) : data,
  );
  client.setQueriesData<Paged<UserSummary>>({ queryKey: searchKeys.peopleRoot() }, (data) =>
    data?.pages ? patchRows(data, (user) => (user.id === member.id ? { ...user, ...shown } : user)) : data,
  );
  client.setQueryData<UserSummary[]>(discoveryKeys.randomUsers(), (users) =>
    users?.map((user) => (user.id === member.id ? { ...user, ...shown } : user)),
  );
}

function patchRows<T>(data: Paged<T>, change: (item: T) => T): Paged<T> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}
