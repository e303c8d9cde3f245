import { fontSize, minTouchTarget, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { addSearchHistory, removeSearchHistory, type SearchHistoryEntry } from './search-history';

interface Props {
  entries: SearchHistoryEntry[];
  /** Searches the term again (a person opens the profile instead). */
  onSearch(term: string): void;
}

/** The search history (SPEC §2), newest first: an item searches again, the cross removes it. */
export function HistoryList({ entries, onSearch }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  if (entries.length === 0) return <Text style={{ color: colors.muted }}>{t('search.historyEmpty')}</Text>;
  return (
    <View style={styles.list}>
      {entries.map((entry) => {
        const shown = entry.username ? `@${entry.username}` : entry.term;
        return (
          <View key={entry.term.toLocaleLowerCase()} style={[styles.row, { borderColor: colors.border }]}>
            {entry.username ? (
              <Link
                href={`/${entry.username}`}
                accessibilityRole="link"
                accessibilityLabel={`${entry.name || entry.username} @${entry.username}`}
                onPress={() => addSearchHistory(entry)}
                style={styles.item}
              >
                <Text style={{ color: colors.text }}>
                  {`${entry.name || entry.username} `}
                  <Text style={{ color: colors.muted }}>@{entry.username}</Text>
                </Text>
              </Link>
            ) : (
              <Pressable
                accessibilityRole="button"
                accessibilityLabel={t('search.searchFor', { term: entry.term })}
                onPress={() => {
                  addSearchHistory(entry);
                  onSearch(entry.term);
                }}
                style={styles.item}
              >
                <Text style={{ color: colors.text }}>{entry.term}</Text>
              </Pressable>
            )}
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t('search.remove', { term: shown })}
              hitSlop={10}
              onPress={() => removeSearchHistory(entry.term)}
            >
              <Text style={[styles.remove, { color: colors.muted }]}>✕</Text>
            </Pressable>
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.xxs },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    minHeight: minTouchTarget,
    borderBottomWidth: StyleSheet.hairlineWidth,
  },
  item: { flex: 1, paddingVertical: space.smPlus },
  remove: { fontSize: fontSize.input, paddingHorizontal: space.xsPlus },
});
