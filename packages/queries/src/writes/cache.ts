import type { MeUser, PublicUser, Question, UserSummary } from '@qurio/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { questionKeys, userKeys } from '../keys';

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

/**
 * Applies a patch to every cached copy of questions: each feed page, each single question and each
 * profile's pinned answers. Given `feeds`, only the feeds under it (and the single questions).
 */
function patchAll(client: QueryClient, patch: Patch, feeds?: QueryKey): void {
  if (feeds === undefined) {
    client.setQueriesData<Question[]>({ queryKey: questionKeys.pinnedAll() }, (list) =>
      list?.flatMap((item) => {
        const next = patch(item);
        return next ? [next] : [];
      }),
    );
  }
  client.setQueriesData<Paged<Question>>({ queryKey: feeds ?? questionKeys.feeds() }, (data) => {
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

/** Takes the rows `leaves` picks out of a cached paged list (an unblocked member, a lifted block). */
export function dropRows<T>(client: QueryClient, queryKey: QueryKey, leaves: (row: T) => boolean): void {
  client.setQueryData<Paged<T>>(queryKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => !leaves(row)) })) }
      : data,
  );
}
