import type { AnonymousCircle, Question, UserSummary } from '@qurio/contract';
import { ask, likeQuestion } from '@qurio/contract/routes';
import { questionKeys, userKeys } from '../keys';
import { patchQuestion, withLike } from './cache';
import { defineWrite } from './define';

/** Names every running like, so a second tap on the same answer waits for the first. */
export const LIKE_KEY = ['like'] as const;

/** A like is about a question; `me` joins or leaves its likers (the env's member at the time). */
export interface LikeVariables {
  question: Pick<Question, 'id' | 'liked'>;
}

/**
 * Toggles a like optimistically (SPEC §4 "Like"): every cached copy flips at once, the server's
 * count is applied when it answers, and a refusal reverts only this flip. The single answer's
 * page loads again: the server's likers are the truth (an anonymous asker's like counts but is
 * never listed), which the app learned and the web had missed.
 */
export const like = defineWrite({
  name: 'questions.like',
  key: LIKE_KEY,
  call: ({ api }, { question }: LikeVariables) => api.call(likeQuestion, { id: question.id }),
  touches: () => [questionKeys.feeds(), questionKeys.singles()],
  optimistic: (client, { question }, { me }) => {
    const liked = !question.liked;
    const member = me();
    if (member) patchQuestion(client, question.id, (item) => withLike(item, liked, member));
    return { liked, member };
  },
  rollback: (client, { question }, { liked, member }) => {
    if (member) patchQuestion(client, question.id, (item) => withLike(item, !liked, member));
  },
  apply: (client, response, { question }, { me }) => {
    const member = me();
    patchQuestion(client, question.id, (item) => ({
      ...(member ? withLike(item, response.liked, member) : { ...item, liked: response.liked }),
      like_count: response.like_count,
    }));
  },
  invalidates: (_variables, response) => (response ? [questionKeys.singles()] : []),
});

export interface AskVariables {
  user_id: number;
  question: string;
  /** Members choose; guests always ask anonymously and send no flag. */
  anonymous?: boolean;
  /** The anonymous circle the form showed (the profile's `asking.anonymous_from`), checked by the server. */
  anonymous_from?: AnonymousCircle;
  /** The recipient's username: a refused question reloads their profile, whose rules may have changed. */
  username?: string;
}

/**
 * Sends a question. Refused because the recipient's asking rules changed since the form showed
 * them (ASK_RULES_CHANGED), the recipient's profile loads again, so the form says what they are
 * now before the asker tries again (issue 33).
 */
export const askQuestion = defineWrite({
  name: 'questions.ask',
  call: ({ api }, { username: _username, ...input }: AskVariables) => api.call(ask, input),
  // The asker's list of sent questions has one more (a guest has none, and no such query); a
  // refusal because the rules changed reloads the recipient's profile, whose rules the form shows.
  invalidates: ({ username }, _data, _env, error) =>
    username && (error as { code?: unknown } | undefined)?.code === 'ASK_RULES_CHANGED'
      ? [questionKeys.sent(), userKeys.profile(username)]
      : [questionKeys.sent()],
});

/** The signed-in member as a liker row (the fields a question's likers carry). */
export function asLiker(user: UserSummary): UserSummary {
  return { id: user.id, username: user.username, fullname: user.fullname, image: user.image, verified: user.verified };
}
