import type { MeUser, PublicUser, Question, UserSummary } from '@qurio/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { discoveryKeys, questionKeys, searchKeys, userKeys } from '../keys';

/**
 * The cache edits the writes make, on the shapes both apps keep: a feed is TanStack's infinite data
 * whose pages carry `items` (and, for the inbox, `meta.held`); a single question, a profile (the
 * `user` of `profile`) and `me` are kept as the server sends them.
 */
export interface Paged<T, M = unknown> {
  pages: Array<{ items: T[]; meta?: M }>;
  pageParams?: unknown[];
}

type Patch = (question: Question) => Question | null;

/** Applies a patch to every cached copy of questions: each feed page and each single question. */
function patchAll(client: QueryClient, patch: Patch, feeds: QueryKey = questionKeys.feeds()): void {
  client.setQueriesData<Paged<Question>>({ queryKey: feeds }, (data) => {
    if (!data?.pages) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.flatMap((item) => {
          const next = patch(item);
          return next ? [next] : [];
        }),
      })),
    };
  });
  client.setQueriesData<Question>({ queryKey: questionKeys.singles() }, (question) =>
    question ? (patch(question) ?? question) : question,
  );
}

/** Changes one question wherever it is shown (a like, an edited answer). */
export function patchQuestion(client: QueryClient, id: number, change: (question: Question) => Question): void {
  patchAll(client, (question) => (question.id === id ? change(question) : question));
}

/** Takes one question out of the feeds under `feeds` (all of them by default). */
export function removeQuestion(client: QueryClient, id: number, feeds?: QueryKey): void {
  patchAll(client, (question) => (question.id === id ? null : question), feeds);
}

/** The fields of a member that every question showing them carries (owner, named asker, likers). */
export type PersonFields = Partial<Pick<UserSummary, 'fullname' | 'image'>>;

/**
 * A member's new picture or name in every cached question that shows them: as the answer's owner,
 * as the named asker and among the likers. An anonymous question has no sender to patch.
 */
export function patchPerson(client: QueryClient, id: number, fields: PersonFields): void {
  const same = (user: UserSummary) => user.id === id;
  patchAll(client, (question) => {
    const owner = same(question.user);
    const sender = question.sender !== null && same(question.sender);
    const liker = question.likes?.some(same) ?? false;
    if (!owner && !sender && !liker) return question;
    return {
      ...question,
      user: owner ? { ...question.user, ...fields } : question.user,
      sender: sender && question.sender ? { ...question.sender, ...fields } : question.sender,
      ...(liker && question.likes
        ? { likes: question.likes.map((user) => (same(user) ? { ...user, ...fields } : user)) }
        : {}),
    };
  });
}

/**
 * The like as the reader sees it at once (SPEC §4): liked flips, the count moves by one (never
 * below zero), and the reader joins or leaves the likers where the likers are shown.
 */
export function withLike<T extends Question>(question: T, liked: boolean, me: UserSummary): T {
  if (question.liked === liked) return question;
  const like_count = Math.max(0, question.like_count + (liked ? 1 : -1));
  const others = question.likes?.filter((user) => user.id !== me.id);
  const likes = others === undefined ? undefined : liked ? [me, ...others] : others;
  return likes === undefined ? { ...question, liked, like_count } : { ...question, liked, like_count, likes };
}

type CountField = 'answersCount' | 'followerCount' | 'followingCount';
type Counted = Pick<MeUser, CountField> | Pick<PublicUser, CountField>;

function bump<T extends Counted>(user: T | undefined, field: CountField, by: number): T | undefined {
  // Never below zero, whatever order optimistic changes and refetches land in (SPEC §4 "Follow").
  return user ? { ...user, [field]: Math.max(0, user[field] + by) } : user;
}

/** Moves one count of the signed-in member in `me` and in their cached profile. */
export function bumpMyCount(client: QueryClient, username: string, field: CountField, by: number): void {
  client.setQueryData<MeUser>(userKeys.me(), (me) => bump(me, field, by));
  client.setQueryData<PublicUser>(userKeys.profile(username), (user) => bump(user, field, by));
}

/** Follower and pending-question counts, as `stats` answers them. */
export interface Stats {
  followersCount: number;
  pendingAnswersCount: number;
}

/** Moves the pending count of the inbox badge at once (never below zero). */
export function bumpPending(client: QueryClient, by: number): void {
  client.setQueryData<Stats>(userKeys.stats(), (stats) =>
    stats ? { ...stats, pendingAnswersCount: Math.max(0, stats.pendingAnswersCount + by) } : stats,
  );
}

/**
 * Moves the "held back by your muted words" count: on the inbox's first page (the web reads it
 * there) and in `questionKeys.heldCount()` (the app keeps it apart).
 */
export function bumpHeldCount(client: QueryClient, by: number): void {
  client.setQueryData<Paged<Question, { held: number }>>(questionKeys.inbox(), (data) => {
    const head = data?.pages[0];
    if (!data || !head?.meta) return data;
    const meta = { held: Math.max(0, head.meta.held + by) };
    return { ...data, pages: [{ ...head, meta }, ...data.pages.slice(1)] };
  });
  client.setQueryData<number>(questionKeys.heldCount(), (count) =>
    count === undefined ? count : Math.max(0, count + by),
  );
}

/** Empties every page of a cached list (a "delete all"), keeping its pages' other fields. */
export function emptyList(client: QueryClient, queryKey: QueryKey): void {
  client.setQueryData<Paged<unknown>>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: [] })) } : data,
  );
}

/** Takes the rows `leaves` picks out of a cached paged list (an unblocked member, a lifted block). */
export function dropRows<T>(client: QueryClient, queryKey: QueryKey, leaves: (row: T) => boolean): void {
  client.setQueryData<Paged<T>>(queryKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => !leaves(row)) })) }
      : data,
  );
}

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
