import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { exploreLanguagesInput, questionKeys } from '@qurio/queries';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { ThemedSwitch } from '../../ui/ThemedSwitch';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SearchEntry } from '../search/SearchEntry';
import { TrendsList } from '../search/TrendsList';
import { setExploreLanguages, useExploreLanguages } from './explore-languages';
import { FeedList } from './FeedList';
import { QuestionCard } from './QuestionCard';

const MAX_EXPLORE_PAGE = 50;

/**
 * Explore: the way into search, the trending hashtags, and everyone's answers by rank; the server
 * pages this feed by page number, not cursor. Answers in the reader's language come first unless
 * "All languages" is on (issue 34, as on the web): each choice is a feed of its own.
 */
export function ExploreScreen() {
  const { t } = useTranslation();
  const languages = useExploreLanguages();
  const query = useInfiniteQuery({
    queryKey: questionKeys.explore(languages),
    queryFn: async ({ pageParam }) => {
      const page = await api.call(routes.explore, {
        type: 'paginated',
        page: pageParam,
        ...exploreLanguagesInput(languages),
      });
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
            <AllLanguagesSwitch />
          </View>
        }
        renderItem={(item) => <QuestionCard item={item} />}
        empty={{ title: t('feeds.exploreEmpty') }}
      />
    </Screen>
  );
}

/** "All languages": off, the reader's language first; on, every answer by rank alike. */
function AllLanguagesSwitch() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const on = useExploreLanguages() === 'all';
  const label = t('feeds.allLanguages');
  return (
    <View style={[styles.switchRow, { borderColor: colors.border, backgroundColor: colors.surface }]}>
      <View style={styles.switchText}>
        <Text style={[styles.switchLabel, { color: colors.text }]}>{label}</Text>
        <Text style={{ color: colors.muted }}>{t('feeds.allLanguagesHint')}</Text>
      </View>
      <ThemedSwitch
        accessibilityLabel={label}
        accessibilityHint={t('feeds.allLanguagesHint')}
        accessibilityState={{ checked: on }}
        value={on}
        onValueChange={(next) => setExploreLanguages(next ? 'all' : 'mine')}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  header: { gap: space.md, paddingBottom: space.md },
  switchRow: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    padding: space.md,
    // Inset like the search entry and the trends above it.
    marginHorizontal: space.md,
    borderWidth: 1,
    borderRadius: radius.md,
  },
  switchText: { flex: 1, gap: space.xxs },
  switchLabel: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
