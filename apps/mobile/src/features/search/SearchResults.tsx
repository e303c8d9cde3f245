import { fontSize, fontWeight, minTouchTarget, space } from '@qurio/design';
import { peopleAbove, SEARCH_TABS, type SearchTab } from '@qurio/queries';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { QuestionCard } from '../feeds/QuestionCard';
import { PersonRow } from './PersonRow';
import { useSearchResults } from './queries';

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
        {SEARCH_TABS.map((id) => (
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
        <AnswerResults
          key={tab}
          tab={tab}
          term={term}
          label={labels[tab]}
          // A search for a name finds people, not answers: Top shows the first ones too.
          header={
            tab === 'top' ? (
              <PeopleOnTop term={term} label={labels.people} onShowAll={() => onTab('people')} />
            ) : undefined
          }
        />
      )}
    </View>
  );
}

interface AnswerResultsProps {
  tab: 'top' | 'latest';
  term: string;
  label: string;
  header?: ReactElement;
}

function AnswerResults({ tab, term, label, header }: AnswerResultsProps) {
  const { t } = useTranslation();
  const feed = useSearchResults(tab, term);
  return (
    <FeedList
      feed={feed}
      label={label}
      header={header}
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

/**
 * The first people found, above the top answers: the People tab's own first page (one request,
 * shared cache), so switching to it shows them at once. Nothing while loading or when nobody matches.
 */
function PeopleOnTop({ term, label, onShowAll }: { term: string; label: string; onShowAll(): void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const people = peopleAbove('top', useSearchResults('people', term).items);
  if (people.length === 0) return null;
  return (
    <View style={styles.peopleOnTop}>
      <Text accessibilityRole="header" style={[styles.peopleTitle, { color: colors.text }]}>
        {label}
      </Text>
      {people.map((user) => (
        <PersonRow key={user.id} user={user} />
      ))}
      <View style={styles.allPeople}>
        <Button variant="secondary" label={t('search.allPeople')} onPress={onShowAll} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  results: { flex: 1 },
  tabs: { flexDirection: 'row', paddingHorizontal: space.md },
  tab: { flex: 1, minHeight: minTouchTarget, justifyContent: 'center', borderBottomWidth: 2 },
  tabText: { textAlign: 'center', fontSize: fontSize.body, fontWeight: fontWeight.semibold },
  peopleOnTop: { gap: space.smPlus, paddingBottom: space.lg },
  peopleTitle: { fontSize: fontSize.title, fontWeight: fontWeight.bold, paddingHorizontal: space.lg },
  allPeople: { alignItems: 'flex-start', paddingHorizontal: space.md },
});
