import type { RouteResponse } from '@qurio/contract/routes';
import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { BlockedAskersSection } from '../safety/BlockedAskersSection';
import { SavedText, SettingsPage } from './SettingsPage';
import { settingsKeys } from './setting-queries';

type BlockedUser = RouteResponse<typeof routes.blockedUsers>['users'][number];

/** `/settings/blocked-users`: everyone the member blocked, with Unblock after a confirmation. */
export function BlockedUsersSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const _queryClient = useQueryClient();
  const [asking, setAsking] = useState<BlockedUser | null>(null);
  const feed = useCursorFeed<BlockedUser>(
    settingsKeys.blocked,
    async (cursor, signal) => {
      const page = await api.call(routes.blockedUsers, { last_id: cursor.last_id }, { signal });
      return { items: page.users, limit: page.limit };
    },
    { newer: false },
  );
  // `writes.block` with the state wanted: the row leaves the list, the profile loads again.
  const unblock = useWriteMutation(writes.block);
  return (
    <SettingsPage page="blockedUsers" scroll={false}>
      <View style={styles.top}>
        <Text accessibilityRole="header" style={[styles.sectionTitle, { color: colors.text }]}>
          {t('safety.blockedAskers.membersTitle')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('settings.blocked.lead')}</Text>
        <SavedText
          message={
            unblock.isSuccess ? t('settings.blocked.unblocked', { username: unblock.variables.user.username }) : null
          }
        />
        <ErrorText message={unblock.error ? describeError(t, unblock.error) : null} />
      </View>
      <FeedList
        feed={feed}
        label={t('settings.blocked.listLabel')}
        renderItem={(row) => (
          <View style={[styles.row, { backgroundColor: colors.card, borderColor: colors.border }]}>
            <Link
              href={`/${row.username}`}
              accessibilityRole="link"
              accessibilityLabel={`${row.fullname || row.username} @${row.username}`}
              style={styles.name}
            >
              <Text style={{ color: colors.text, fontWeight: fontWeight.semibold }}>
                {`${row.fullname || row.username} `}
                <Text style={{ color: colors.muted, fontWeight: fontWeight.regular }}>@{row.username}</Text>
              </Text>
            </Link>
            <Button
              variant="secondary"
              label={t('settings.blocked.unblock')}
              accessibilityLabel={t('settings.blocked.unblockNamed', { username: row.username })}
              busy={unblock.isPending && unblock.variables?.user.id === row.user_id}
              onPress={() => setAsking(row)}
            />
          </View>
        )}
        empty={{ title: t('settings.blocked.empty') }}
        footer={<BlockedAskersSection />}
      />
      <ConfirmDialog
        visible={asking !== null}
        title={t('settings.blocked.confirmTitle')}
        message={t('settings.blocked.confirm', { username: asking?.username ?? '' })}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) unblock.mutate({ user: { id: asking.user_id, username: asking.username }, want: false });
          setAsking(null);
        }}
      />
    </SettingsPage>
  );
}

const styles = StyleSheet.create({
  top: { paddingHorizontal: space.lg, gap: space.xsPlus },
  sectionTitle: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.smPlus,
    marginHorizontal: space.md,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  name: { flex: 1 },
});
