import type { Prompt, Question } from '@qurio/contract';
import {
  accountSettings,
  getQuestion,
  heldQuestions,
  pinnedAnswers,
  preQuestions,
  questionAnswers,
  questions,
} from '@qurio/contract/routes';
import { settingsKeys } from '@qurio/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, feedQueryOptions, useFeed } from '../../ui/feed/useFeed';
import { questionKeys } from './keys';

/** How often the inbox and the answer lists look for newer items while the page is visible. */
export const POLL_MS = 30_000;

const questionId = (question: Question) => question.id;

/** The questions muted words held back, newest first (`heldQuestions`). */
export function useHeldFeed() {
  const fetchPage = useCallback(async (cursor: FeedCursor, signal: AbortSignal) => {
    const response = await callApi(heldQuestions, cursor, { signal });
    return { items: response.questions, limit: response.limit };
  }, []);
  return useFeed<Question>({ queryKey: questionKeys.held(), fetchPage, getId: questionId });
}

async function fetchProfileAnswers(username: string, cursor: FeedCursor, signal: AbortSignal) {
  const response = await callApi(questions, { username, ...cursor }, { signal });
  return { items: response.questions, limit: response.limit };
}

/** The first page of a profile's answers, for the profile route's loader. */
export function profileAnswersFeedOptions(username: string) {
  return feedQueryOptions<Question>({
    queryKey: questionKeys.profile(username),
    fetchPage: (cursor, signal) => fetchProfileAnswers(username, cursor, signal),
    getId: questionId,
  });
}

/** A profile's answers, newest first (`questions`). */
export function useProfileAnswersFeed(username: string, enabled = true) {
  const fetchPage = useCallback(
    (cursor: FeedCursor, signal: AbortSignal) => fetchProfileAnswers(username, cursor, signal),
    [username],
  );
  return useFeed<Question>({
    queryKey: questionKeys.profile(username),
    fetchPage,
    getId: questionId,
    pollMs: POLL_MS,
    enabled,
  });
}

/** A prompt and every member's answer to it (`questionAnswers`); the prompt rides along as `meta`. */
export function usePromptAnswersFeed(id: number) {
  const fetchPage = useCallback(
    async (cursor: FeedCursor, signal: AbortSignal) => {
      const response = await callApi(questionAnswers, { id, ...cursor }, { signal });
      return { items: response.answers, limit: response.limit, meta: response.prompt };
    },
    [id],
  );
  return useFeed<Question, Prompt>({
    queryKey: questionKeys.prompt(id),
    fetchPage,
    getId: questionId,
    pollMs: POLL_MS,
  });
}

/** One answered question with its likers (`GET question`). */
/** One answer of a profile: its page's data, which the route's loader fetches first (app/route-data.ts). */
export function questionQueryOptions(username: string, id: number) {
  return queryOptions({
    queryKey: questionKeys.one(username, id),
    queryFn: ({ signal }) => callApi(getQuestion, { username, id }, { signal }).then((response) => response.question),
  });
}

export function useQuestionQuery(username: string, id: number) {
  return useQuery(questionQueryOptions(username, id));
}

/** Site-wide prompts the member has not answered yet (`preQuestions`). */
export function usePreQuestionsQuery() {
  return useQuery({
    queryKey: questionKeys.prompts(),
    queryFn: ({ signal }) => callApi(preQuestions, undefined, { signal }).then((response) => response.questions),
  });
}

/**
 * A profile's pinned answers (issue 33), under the shared key the pin writes update. Written here
 * rather than taken from @qurio/queries' query-options.ts, as profileQueryOptions is: that module
 * would land whole in a guest's first profile chunk (1.1 KB over the 100 KB budget, measured).
 */
export function pinnedAnswersOptions(username: string) {
  return queryOptions({
    queryKey: questionKeys.pinned(username),
    queryFn: ({ signal }) => callApi(pinnedAnswers, { username }, { signal }).then((response) => response.questions),
  });
}

/** The account's switches, as the settings screen keeps them: answer cards read `unfold_warnings`. */
export function accountSettingsOptions() {
  return queryOptions({
    queryKey: settingsKeys.account(),
    queryFn: ({ signal }) => callApi(accountSettings, undefined, { signal }),
  });
}
