import { fontWeight, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { safetyKeys } from './safety-keys';

/** The inbox's held count as its last page said it (InboxScreen writes it; nothing else fetches it). */
export function useHeldCount() {
  return useQuery<number>({ queryKey: safetyKeys.heldCount, queryFn: () => 0, enabled: false }).data ?? 0;
}

/**
 * Above the inbox (issue 16): "N held back by muted words", opening the held questions, and
 * "Delete all" after a confirmation.
 */
export function InboxTools({ count, notify }: { count: number; notify(text: string, error?: boolean): void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const held = useHeldCount();
  const [confirming, setConfirming] = useState(false);
  // `writes.deleteQuestions`: the inbox empties, then loads again with the held and pending counts.
  const deleteAll = useWriteMutation(writes.deleteQuestions, {
    after: ({ deleted }) => notify(t('safety.inbox.deleted', { count: deleted })),
    report: (error) => notify(describeError(t, error), true),
  });
  if (held === 0 && count === 0) return null;
  return (
    <View style={styles.bar}>
      {held > 0 ? (
        <Link href="/held-questions" accessibilityRole="link" style={[touchTarget, styles.held]}>
          <Text style={{ color: colors.primary, fontWeight: fontWeight.semibold }}>
            {t('appSafety.inbox.held', { count: held })}
          </Text>
        </Link>
      ) : (
        <View style={styles.held} />
      )}
      {count > 0 ? (
        <Button
          variant="secondary"
          label={t('safety.inbox.deleteAll')}
          accessibilityLabel={t('appSafety.inbox.deleteAllLabel')}
          busy={deleteAll.isPending}
          onPress={() => setConfirming(true)}
        />
      ) : null}
      <ConfirmDialog
        visible={confirming}
        title={t('appSafety.inbox.deleteAllTitle')}
        message={t('safety.inbox.deleteAllConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteAll.mutate({ from: 'inbox' });
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  bar: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    marginHorizontal: space.md,
    marginBottom: space.smPlus,
  },
  held: { flex: 1 },
});
