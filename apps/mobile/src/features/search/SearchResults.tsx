import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { QuestionCard } from '../feeds/QuestionCard';
import { PersonRow } from './PersonRow';
import { type SearchTab, useSearchResults } from './queries';

const TAB_ORDER: readonly SearchTab[] = ['top', 'latest', 'people'];

interface Props {
  term: string;
  tab: SearchTab;
  onTab(tab: SearchTab): void;
}

/** The three result tabs (SPEC §2): each its own list with its own pages; only the chosen one is mounted. */
export function SearchResults({ term, tab, onTab }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const labels: Record<SearchTab, string> = {
    top: t('search.tabTop'),
    latest: t('search.tabLatest'),
    people: t('search.tabPeople'),
  };
  return (
    <View style={styles.results}>
      <View accessibilityRole="tablist" accessibilityLabel={t('search.tabsLabel')} style={styles.tabs}>
        {TAB_ORDER.map((id) => (
          <Pressable
            key={id}
            accessibilityRole="tab"
            accessibilityLabel={labels[id]}
            accessibilityState={{ selected: id === tab }}
            onPress={() => onTab(id)}
            style={[styles.tab, { borderBottomColor: id === tab ? colors.primary : 'transparent' }]}
          >
            <Text style={[styles.tabText, { color: id === tab ? colors.primary : colors.muted }]}>{labels[id]}</Text>
          </Pressable>
        ))}
      </View>
      {tab === 'people' ? (
        <PeopleResults term={term} label={labels.people} />
      ) : (
        <AnswerResults key={tab} tab={tab} term={term} label={labels[tab]} />
      )}
    </View>
  );
}

function AnswerResults({ tab, term, label }: { tab: 'top' | 'latest'; term: string; label: string }) {
  const { t } = useTranslation();
  const feed = useSearchResults(tab, term);
  return (
    <FeedList
      feed={feed}
      label={label}
      renderItem={(row) => <QuestionCard item={row} />}
      empty={{ title: t('search.emptyAnswers', { term }) }}
    />
  );
}

function PeopleResults({ term, label }: { term: string; label: string }) {
  const { t } = useTranslation();
  const feed = useSearchResults('people', term);
  return (
    <FeedList
      feed={feed}
      label={label}
      renderItem={(user) => <PersonRow user={user} />}
      skeleton="row"
      empty={{ title: t('search.emptyPeople', { term }) }}
    />
  );
}

const styles = StyleSheet.create({
  results: { flex: 1 },
  tabs: { flexDirection: 'row', paddingHorizontal: 12 },
  tab: { flex: 1, minHeight: 44, justifyContent: 'center', borderBottomWidth: 2 },
  tabText: { textAlign: 'center', fontSize: 15, fontWeight: '600' },
});
