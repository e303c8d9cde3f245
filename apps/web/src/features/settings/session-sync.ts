import type { ListedUser, MeUser, PublicUser, SessionUser, UserSummary } from '@qurio/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getSession, updateSession } from '../../lib/session-store';
import type { FeedData } from '../../ui/feed/useFeed';
import { discoveryKeys } from '../discovery/keys';
import { type PersonFields, patchPerson } from '../questions/question-cache';
import { searchKeys } from '../search/queries';
import { userKeys } from '../users/keys';

type MyFields = Partial<
  Pick<SessionUser, 'fullname' | 'bio' | 'image' | 'cover' | 'email' | 'email_verified' | 'lang'>
>;

/**
 * After a settings change the same fields live in three places: the stored session (header,
 * next start), the left profile card (`myProfile`) and the owner's cached profile page. All three
 * change together, so no screen shows the old name or picture until a refetch.
 */
export function applyMyChanges(queryClient: QueryClient, fields: MyFields): void {
  const session = getSession();
  updateSession(fields);
  queryClient.setQueryData<MeUser>(userKeys.me(), (me) => (me ? { ...me, ...fields } : me));
  if (session) {
    queryClient.setQueryData<PublicUser>(userKeys.profile(session.username), (user) =>
      user ? { ...user, ...pickPublic(fields) } : user,
    );
    const shown = pickShown(fields);
    if (Object.keys(shown).length > 0) patchMeInLists(queryClient, session.id, shown);
  }
}

/** The picture and name others see next to my answers, questions, likes and in lists of people. */
function pickShown({ fullname, image }: MyFields): PersonFields {
  const out: PersonFields = {};
  if (fullname !== undefined) out.fullname = fullname;
  if (image !== undefined) out.image = image;
  return out;
}

/**
 * Everywhere else I am shown from the cache: the cards of every feed and answer page, followers
 * and followings lists (a row's `user_id` is the person), people found by search, the footer's
 * random members. So a new picture shows at once on the cards of the page being looked at.
 */
function patchMeInLists(queryClient: QueryClient, id: number, fields: PersonFields): void {
  patchPerson(queryClient, id, fields);
  queryClient.setQueriesData<FeedData<ListedUser>>({ queryKey: userKeys.lists() }, (data) =>
    data?.pages ? patchPages(data, (row) => (row.user_id === id ? { ...row, ...fields } : row)) : data,
  );
  queryClient.setQueriesData<FeedData<UserSummary>>({ queryKey: searchKeys.peopleRoot() }, (data) =>
    data?.pages ? patchPages(data, (user) => (user.id === id ? { ...user, ...fields } : user)) : data,
  );
  queryClient.setQueryData<UserSummary[]>(discoveryKeys.randomUsers(), (users) =>
    users?.map((user) => (user.id === id ? { ...user, ...fields } : user)),
  );
}

function patchPages<T>(data: FeedData<T>, change: (item: T) => T): FeedData<T> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}

/** The e-mail and language are private: they never enter the cached public profile. */
function pickPublic({ fullname, bio, image, cover }: MyFields): Partial<PublicUser> {
  const out: Partial<PublicUser> = {};
  if (fullname !== undefined) out.fullname = fullname;
  if (bio !== undefined) out.bio = bio;
  if (image !== undefined) out.image = image;
  if (cover !== undefined) out.cover = cover;
  return out;
}

/**
 * The profile lives under a new URL after a username change: drop what was cached under the old
 * one (the left card loads again, settingsWrites.username).
 */
export function applyNewUsername(queryClient: QueryClient, oldUsername: string, username: string): void {
  updateSession({ username });
  queryClient.setQueryData<MeUser>(userKeys.me(), (me) => (me ? { ...me, username } : me));
  queryClient.removeQueries({ queryKey: userKeys.profile(oldUsername) });
}
