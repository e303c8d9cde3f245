import * as routes from '@qurio/contract/routes';
import { space } from '@qurio/design';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { SearchEntry } from '../search/SearchEntry';
import { TrendsList } from '../search/TrendsList';
import { FeedList } from './FeedList';
import { feedKeys } from './feed-keys';
import { QuestionCard } from './QuestionCard';

const MAX_EXPLORE_PAGE = 50;

/**
 * Explore: the way into search, the trending hashtags, and everyone's answers by rank; the server
 * pages this feed by page number, not cursor.
 */
export function ExploreScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: feedKeys.explore,
    queryFn: async ({ pageParam }) => {
      const page = await api.call(routes.explore, { type: 'paginated', page: pageParam });
      return { items: page.questions, limit: page.limit };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) =>
      last.items.length >= last.limit && last.limit > 0 && page < MAX_EXPLORE_PAGE ? page + 1 : undefined,
  });
  const feed = { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('feeds.exploreLabel')}
        header={
          <View style={styles.header}>
            <SearchEntry />
            <TrendsList />
          </View>
        }
        renderItem={(item) => <QuestionCard item={item} />}
        empty={{ title: t('feeds.exploreEmpty') }}
      />
    </Screen>
  );
}

const styles = StyleSheet.create({ header: { gap: space.md, paddingBottom: space.md } });
