import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { formatDate } from '../questions/format-date';
import { SavedText } from '../settings/SettingsPage';
import { safetyKeys } from './safety-keys';

type BlockedAsker = { id: number; question: string; date_added: string };

/**
 * The second list of the blocked-users page (issue 16): askers blocked from one of their
 * questions, each "Anonymous asker · blocked on {date} · the question", with Unblock. Nothing
 * here tells whether two entries are one person, or who anyone is.
 */
export function BlockedAskersSection() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const [asking, setAsking] = useState<BlockedAsker | null>(null);
  const feed = useCursorFeed<BlockedAsker>(
    safetyKeys.blockedAskers,
    async (cursor, signal) => {
      const page = await api.call(routes.blockedAskers, { last_id: cursor.last_id }, { signal });
      return { items: page.askers, limit: page.limit };
    },
    { newer: false },
  );
  const unblock = useWriteMutation(writes.unblockAsker);
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('safety.blockedAskers.title')}
      </Text>
      <Text style={{ color: colors.muted }}>{t('safety.blockedAskers.lead')}</Text>
      <SavedText message={unblock.isSuccess ? t('safety.blockedAskers.unblocked') : null} />
      <ErrorText message={unblock.error ? describeError(t, unblock.error) : null} />
      <View accessibilityLabel={t('appSafety.blockedAskers.listLabel')} style={styles.list}>
        {feed.isPending ? <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} /> : null}
        {feed.isError ? <ErrorText message={describeError(t, feed.error)} /> : null}
        {feed.isSuccess && feed.items.length === 0 ? (
          <Text style={{ color: colors.muted }}>{t('safety.blockedAskers.empty')}</Text>
        ) : null}
        {feed.items.map((row) => (
          <View key={row.id} style={[styles.row, { backgroundColor: colors.card, borderColor: colors.border }]}>
            <View style={styles.text}>
              <Text style={{ color: colors.text, fontWeight: fontWeight.semibold }}>
                {`${t('safety.blockedAskers.name')} · `}
                <Text style={{ color: colors.muted, fontWeight: fontWeight.regular }}>
                  {t('appSafety.blockedAskers.blockedOn', { date: formatDate(row.date_added, i18n.language) })}
                </Text>
              </Text>
              <Text numberOfLines={2} style={{ color: colors.text }}>
                {row.question}
              </Text>
            </View>
            <Button
              variant="secondary"
              label={t('settings.blocked.unblock')}
              accessibilityLabel={t('safety.blockedAskers.unblockNamed', { question: row.question })}
              busy={unblock.isPending && unblock.variables?.id === row.id}
              onPress={() => setAsking(row)}
            />
          </View>
        ))}
        {feed.hasNextPage ? (
          <Button
            variant="secondary"
            label={t('feed.more')}
            busy={feed.isFetchingNextPage}
            onPress={() => void feed.fetchNextPage()}
          />
        ) : null}
      </View>
      <ConfirmDialog
        visible={asking !== null}
        title={t('safety.blockedAskers.confirmTitle')}
        message={t('safety.blockedAskers.confirm')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) unblock.mutate(asking);
          setAsking(null);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  section: { paddingHorizontal: space.lg, paddingTop: space.xxl, gap: space.sm },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
  list: { gap: space.smPlus },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.smPlus,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  text: { flex: 1, gap: space.xs },
});
