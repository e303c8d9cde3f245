import type { Question, UserSummary } from '@qurio/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FeedData } from '../../ui/feed/useFeed';
import { questionKeys } from './keys';

type Patch = (question: Question) => Question | null;

/** Applies a patch to every cached copy of questions: each feed page and each single question. */
function patchAll(queryClient: QueryClient, patch: Patch, feeds: QueryKey = questionKeys.feeds()): void {
  queryClient.setQueriesData<FeedData<Question, unknown>>({ queryKey: feeds }, (data) => {
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
  queryClient.setQueriesData<Question>({ queryKey: questionKeys.singles() }, (question) =>
    question ? (patch(question) ?? question) : question,
  );
}

/** Changes one question wherever it is shown (a like, an edited answer). */
export function patchQuestion(queryClient: QueryClient, id: number, change: (question: Question) => Question): void {
  patchAll(queryClient, (question) => (question.id === id ? change(question) : question));
}

/** The fields of a member that every question showing them carries (owner, named asker, likers). */
export type PersonFields = Partial<Pick<UserSummary, 'fullname' | 'image'>>;

/**
 * A member's new picture or name in every cached question that shows them: as the answer's owner,
 * as the named asker and among the likers. An anonymous question has no sender to patch.
 */
export function patchPerson(queryClient: QueryClient, id: number, fields: PersonFields): void {
  const same = (user: UserSummary) => user.id === id;
  patchAll(queryClient, (question) => {
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

/** Takes one question out of the feeds under `feeds` (all of them by default). */
export function removeQuestion(queryClient: QueryClient, id: number, feeds?: QueryKey): void {
  patchAll(queryClient, (question) => (question.id === id ? null : question), feeds);
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
