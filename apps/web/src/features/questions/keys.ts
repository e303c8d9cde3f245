import type { Question } from '@qurio/contract';
import type { QueryKey } from '@tanstack/react-query';
import { settingsKeys } from '../settings/keys';
import { userKeys } from '../users/keys';

/**
 * Every question feed lives under `questions/feed`, every single question under `questions/one`:
 * a like, an edit or a deletion patches them all by prefix (question-cache.ts). The timeline,
 * explore and the answers found by search live under the same prefix.
 */
export const questionKeys = {
  all: ['questions'] as const,
  feeds: () => [...questionKeys.all, 'feed'] as const,
  inbox: () => [...questionKeys.feeds(), 'inbox'] as const,
  /** The questions the member's muted words held back (`heldQuestions`). */
  held: () => [...questionKeys.feeds(), 'held'] as const,
  profile: (username: string) => [...questionKeys.feeds(), 'profile', username.toLowerCase()] as const,
  prompt: (id: number) => [...questionKeys.feeds(), 'prompt', id] as const,
  /** `/home`: the answers of the people I follow and mine. */
  timeline: () => [...questionKeys.feeds(), 'timeline'] as const,
  explore: () => [...questionKeys.feeds(), 'explore'] as const,
  singles: () => [...questionKeys.all, 'one'] as const,
  one: (username: string, id: number) => [...questionKeys.singles(), username.toLowerCase(), id] as const,
  prompts: () => [...questionKeys.all, 'prompts'] as const,
};

export type AnswerKind = 'answer' | 'edit' | 'prompt';

/**
 * What each write about questions makes stale, in one place. Whatever a write changes in a
 * question itself (liked, the count, the answer text, a deletion) is patched into every cached
 * copy instead (question-cache.ts); these are the lists whose membership or counts change.
 * Keys modules hold only functions, so they may refer to each other's keys.
 */
export const questionWrites = {
  /** The answer carries the question's liked and like_count: nothing to load again. */
  like: (): QueryKey[] => [],
  /**
   * A new answer joins the member's profile and their timeline (SPEC §4); a prompt answered
   * leaves the prompts offered; the pending count changes. An edit changes only the text.
   */
  answer: (kind: AnswerKind, answered: Question, me: string | null): QueryKey[] => {
    if (kind === 'edit') return [];
    return [
      ...(me ? [questionKeys.profile(me), questionKeys.timeline()] : []),
      ...(kind === 'prompt' ? [questionKeys.prompts()] : []),
      ...(kind === 'prompt' && answered.prompt_id !== null ? [questionKeys.prompt(answered.prompt_id)] : []),
      userKeys.stats(),
    ];
  },
  /** Deleting a prompt answer makes the prompt answerable again; the pending count changes. */
  delete: (question: Question): QueryKey[] => [
    ...(question.prompt_id !== null ? [questionKeys.prompts(), questionKeys.prompt(question.prompt_id)] : []),
    userKeys.stats(),
  ],
  /** The asker sees nothing of the question they sent (it waits in the recipient's inbox). */
  ask: (): QueryKey[] => [],
  report: (): QueryKey[] => [],
  /**
   * Blocking an asker deletes the question it was made from (that leaves every list at once, see
   * mutations.ts) and adds an entry to the blocked askers; the pending count changes.
   */
  blockAsker: (): QueryKey[] => [settingsKeys.blockedAskers(), userKeys.stats()],
  /**
   * Deleting in bulk: the removed cards leave the lists at once; after "delete all" the list and
   * the held count (on the inbox's first page) load again, as do the pending counts.
   */
  deleteMany: (): QueryKey[] => [questionKeys.inbox(), questionKeys.held(), userKeys.stats()],
};
