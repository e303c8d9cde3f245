import type { InboxCounts, Question } from '@qurio/contract';
import type { InboxFilter } from '@qurio/contract/asking';
import { myQuestions } from '@qurio/contract/routes';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { useLiveConnected } from '../live/live-state';
import { questionKeys } from './keys';
import { POLL_MS } from './queries';

// The inbox's feed, apart from queries.ts: a module lands whole in one chunk, and the guest's
// profile (which loads queries.ts for a profile's answers) has no inbox.

/** What the inbox's first page says besides its questions. */
export interface InboxMeta {
  /** How many questions the member's muted words held back. */
  held: number;
  /** How many pending questions each filter holds (issue 33). */
  counts: InboxCounts;
}

/**
 * The signed-in member's pending questions, newest first (`myQuestions`), all or one filter's, with
 * the held count and each filter's count. New ones are fetched into the buffer when the live
 * stream's count grows, polled while it is down.
 */
export function useInboxFeed(filter: InboxFilter | null = null) {
  const live = useLiveConnected();
  const fetchPage = useCallback(
    async (cursor: FeedCursor, signal: AbortSignal) => {
      const response = await callApi(myQuestions, { ...cursor, ...(filter ? { filter } : {}) }, { signal });
      return {
        items: response.questions,
        limit: response.limit,
        meta: { held: response.held, counts: response.counts },
      };
    },
    [filter],
  );
  return useFeed<Question, InboxMeta>({
    queryKey: questionKeys.inbox(filter ?? undefined),
    fetchPage,
    getId: (question: Question) => question.id,
    pollMs: live ? 0 : POLL_MS,
  });
}
