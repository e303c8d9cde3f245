import * as routes from '@qurio/contract/routes';
import { useNavigation } from 'expo-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatList } from 'react-native';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FirstPeople } from '../discovery/FirstPeople';
import { useFallbackPoll } from '../live/live-state';
import { FeedList } from './FeedList';
import { feedKeys, POLL_MS } from './feed-keys';
import { QuestionCard, type QuestionItem } from './QuestionCard';
import { useCheckWhenRefocused, useCursorFeed } from './useCursorFeed';

/**
 * Home: the answers of the people the member follows, newest first. New answers found in the
 * background (every 30 s, and when the tab comes back into view) wait behind "Show N new answers";
 * pressing Home while on Home goes to the top and brings them in at once (SPEC §2 /home).
 */
export function TimelineScreen() {
  const { t } = useTranslation();
  const list = useRef<FlatList<QuestionItem>>(null);
  const feed = useCursorFeed(
    feedKeys.timeline,
    async (cursor, signal) => {
      const page = await api.call(routes.timeline, cursor, { signal });
      return { items: page.questions, limit: page.limit };
    },
    // Live events fetch the buffer at once; the poll is the fallback while the stream is not open.
    { newer: true, pollMs: useFallbackPoll(POLL_MS) },
  );
  useCheckWhenRefocused(feed.checkNewer);
  useHomeReselect(() => {
    list.current?.scrollToOffset({ offset: 0, animated: true });
    // Feed errors are ignored silently (SPEC §7); the next check tries again.
    feed.loadNewer().catch(() => undefined);
  });
  return (
    <Screen>
      <FeedList
        listRef={list}
        feed={feed}
        label={t('feeds.timelineLabel')}
        renderItem={(item) => <QuestionCard item={item} />}
        empty={{ title: t('home.emptyTitle'), text: t('home.emptyText') }}
        footer={!feed.isPending && !feed.isError && feed.items.length === 0 ? <FirstPeople /> : undefined}
        newer={{
          count: feed.buffered.length,
          label: t('feeds.newAnswers', { count: feed.buffered.length }),
          onPress: feed.mergeNewer,
        }}
      />
    </Screen>
  );
}

/** The tab bar's Home pressed while Home is already shown. */
function useHomeReselect(onReselect: () => void) {
  const navigation = useNavigation();
  const latest = useRef(onReselect);
  latest.current = onReselect;
  useEffect(() => {
    // `tabPress` exists only under the tab navigator; elsewhere there is nothing to listen to.
    const add = navigation.addListener as unknown as (event: string, listener: () => void) => () => void;
    return add('tabPress', () => {
      if (navigation.isFocused()) latest.current();
    });
  }, [navigation]);
}
