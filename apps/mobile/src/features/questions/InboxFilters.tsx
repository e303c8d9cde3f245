import type { InboxCounts } from '@qurio/contract';
import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import { INBOX_TABS, type InboxTab, inboxCountLabel, questionKeys } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

/** The counts as the inbox's last page said them (InboxScreen writes them; nothing else fetches them). */
export function useInboxCounts(): InboxCounts | undefined {
  return useQuery<InboxCounts>({
    queryKey: questionKeys.inboxCounts(),
    queryFn: () => undefined as never,
    enabled: false,
  }).data;
}

/**
 * The inbox's filters (issue 33), as on the web (`inbox.filters.*`): all, anonymous, with name,
 * from people I follow (named questions only: an anonymous question is never sorted by who sent
 * it), flagged by the profanity filter, each with its count.
 */
export function InboxFilters({ current, onChange }: { current: InboxTab; onChange: (tab: InboxTab) => void }) {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const counts = useInboxCounts();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <View accessibilityRole="tablist" accessibilityLabel={t('inbox.filters.label')} style={styles.bar}>
      <View style={styles.chips}>
        {INBOX_TABS.map((tab) => {
          const selected = tab === current;
          const label = t(`inbox.filters.${tab}`);
          const text = counts
            ? t('inbox.filters.count', { label, count: inboxCountLabel(counts[tab], number) })
            : label;
          return (
            <Pressable
              key={tab}
              accessibilityRole="tab"
              accessibilityLabel={text}
              accessibilityState={{ selected }}
              aria-selected={selected}
              onPress={() => onChange(tab)}
              style={[
                styles.chip,
                { borderColor: selected ? colors.primary : colors.border },
                selected ? { backgroundColor: colors.primary } : null,
              ]}
            >
              <Text style={[styles.chipText, { color: selected ? colors.onPrimary : colors.text }]}>{text}</Text>
            </Pressable>
          );
        })}
      </View>
      {current === 'following' || current === 'flagged' ? (
        <Text style={{ color: colors.muted }}>{t(`inbox.filters.${current}Hint`)}</Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { gap: space.sm, paddingHorizontal: space.md, paddingBottom: space.sm },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  chip: {
    minHeight: minTouchTarget,
    justifyContent: 'center',
    paddingHorizontal: space.md,
    borderRadius: radius.pill,
    borderWidth: 1,
  },
  chipText: { fontSize: fontSize.small, fontWeight: fontWeight.semibold },
});
