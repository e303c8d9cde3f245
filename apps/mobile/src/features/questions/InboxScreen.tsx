import * as routes from '@qurio/contract/routes';
import { type InboxTab, inboxFilterOf, questionKeys } from '@qurio/queries';
import { useQueryClient } from '@tanstack/react-query';
import { router, useLocalSearchParams } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from '../feeds/FeedList';
import { POLL_MS } from '../feeds/feed-keys';
import { useCheckWhenRefocused, useCursorFeed } from '../feeds/useCursorFeed';
import { useFallbackPoll } from '../live/live-state';
import { InboxTools } from '../safety/InboxTools';
import { safetyKeys } from '../safety/safety-keys';
import { useFocusAfterAnswer } from './focus-after';
import { InboxFilters } from './InboxFilters';
import { SelectableQuestion, SelectBar, useSelection } from './InboxSelection';
import { PendingQuestion } from './PendingQuestion';
import { Prompts } from './Prompts';
import { NoticeText, useNotice } from './useNotice';

/**
 * Inbox (the web's /questions): the questions waiting for the member's answer, newest first, new
 * ones behind "Show N new questions", all or one filter's (issue 33: `?filter=`, as on the web);
 * below them the questions for everyone.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const { notice, show } = useNotice();
  const queryClient = useQueryClient();
  const selection = useSelection();
  const filter = inboxFilterOf(useLocalSearchParams<{ filter?: string }>().filter);
  const feed = useCursorFeed(
    questionKeys.inbox(filter ?? undefined),
    async (cursor, signal) => {
      const page = await api.call(routes.myQuestions, { ...cursor, ...(filter ? { filter } : {}) }, { signal });
      // Every page says how many questions the muted words held back (issue 16) and each filter holds.
      queryClient.setQueryData(safetyKeys.heldCount, page.held);
      queryClient.setQueryData(questionKeys.inboxCounts(), page.counts);
      return { items: page.questions, limit: page.limit };
    },
    // Live events fetch the buffer at once; the poll is the fallback while the stream is not open.
    { newer: true, pollMs: useFallbackPoll(POLL_MS) },
  );
  useCheckWhenRefocused(feed.checkNewer);
  const focus = useFocusAfterAnswer(feed.items);
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('inbox.listLabel')}
        header={
          <>
            <NoticeText notice={notice} />
            <InboxFilters
              current={filter ?? 'all'}
              onChange={(tab: InboxTab) => router.setParams({ filter: tab === 'all' ? undefined : tab })}
            />
            <InboxTools count={feed.items.length} notify={show} />
            {feed.items.length > 0 || selection.selecting ? <SelectBar selection={selection} notify={show} /> : null}
          </>
        }
        renderItem={(item) =>
          selection.selecting ? (
            <SelectableQuestion item={item} selection={selection} />
          ) : (
            <PendingQuestion
              item={item}
              notify={show}
              actionRef={focus.actionRef(item.id)}
              onAnswered={() => focus.answered(item.id)}
            />
          )
        }
        empty={
          filter
            ? { title: t('inbox.filters.emptyFiltered'), text: '', titleRef: focus.headingRef }
            : { title: t('inbox.emptyTitle'), text: t('inbox.emptyText'), titleRef: focus.headingRef }
        }
        footer={feed.isPending ? undefined : <Prompts notify={show} />}
        newer={{
          count: feed.buffered.length,
          label: t('inbox.newer', { count: feed.buffered.length }),
          onPress: feed.mergeNewer,
        }}
      />
    </Screen>
  );
}
