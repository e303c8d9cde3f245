import { LIMITS } from '@qurio/contract/limits';
import { fontSize, fontWeight, minTouchTarget, space } from '@qurio/design';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { HistoryList } from './HistoryList';
import type { SearchTab } from './queries';
import { SearchResults } from './SearchResults';
import { addSearchHistory, useSearchHistory } from './search-history';
import { isSearchable, useDebouncedTerm } from './search-term';

/** The tab last chosen, for this visit: coming back from a result keeps the reader's tab. */
let lastTab: SearchTab = 'top';

/**
 * `/search?term=…` (SPEC §2, §4 "Search"): the typed term applies after a 500 ms pause; under two
 * characters nothing is searched and the history shows instead. A hashtag (`#tag`) searches the
 * tag's answers, as trends and hashtag links do.
 */
export function SearchScreen({ initialTerm = '' }: { initialTerm?: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user } = useSession();
  const [text, setText] = useState(initialTerm);
  const [tab, setTab] = useState<SearchTab>(lastTab);
  const applied = useDebouncedTerm(text);
  const history = useSearchHistory(user?.id);

  // A new term from outside (a trend, a hashtag link) replaces the typed one.
  useEffect(() => setText(initialTerm), [initialTerm]);

  const submit = () => {
    const term = text.trim();
    if (isSearchable(term)) addSearchHistory({ term });
  };

  return (
    <Screen>
      <View style={styles.top}>
        <View style={styles.inputRow}>
          <View style={styles.input}>
            <TextField
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={text}
              onChangeText={setText}
              onSubmitEditing={submit}
              returnKeyType="search"
              autoCorrect={false}
              autoFocus={!initialTerm}
            />
          </View>
          {text ? (
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t('search.clean')}
              onPress={() => setText('')}
              style={styles.clean}
            >
              <Text style={{ color: colors.primary }}>{t('search.clean')}</Text>
            </Pressable>
          ) : null}
        </View>
      </View>
      {isSearchable(applied) ? (
        <SearchResults
          term={applied}
          tab={tab}
          onTab={(next) => {
            lastTab = next;
            setTab(next);
          }}
        />
      ) : (
        <ScrollView contentContainerStyle={styles.history} keyboardShouldPersistTaps="handled">
          {text.trim() ? (
            <Text style={{ color: colors.muted }}>{t('search.minLength', { min: LIMITS.searchMin })}</Text>
          ) : null}
          <Text accessibilityRole="header" style={[styles.heading, { color: colors.text }]}>
            {t('search.history')}
          </Text>
          <HistoryList entries={history} onSearch={setText} />
        </ScrollView>
      )}
    </Screen>
  );
}

const styles = StyleSheet.create({
  top: { padding: space.md },
  inputRow: { flexDirection: 'row', alignItems: 'flex-end', gap: space.smPlus },
  input: { flex: 1 },
  clean: { minHeight: minTouchTarget, minWidth: minTouchTarget, justifyContent: 'center', alignItems: 'center' },
  history: { paddingHorizontal: space.lg, gap: space.sm },
  heading: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
});
