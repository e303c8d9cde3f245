import type { RouteResponse } from '@qurio/contract/routes';
import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
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
import { formatDate } from '../questions/format-date';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';
import { settingsKeys } from './setting-queries';

type SignedInSession = RouteResponse<typeof routes.sessions>['sessions'][number];

/** "Chrome on Android", "Qurio app on iOS": the server's names in the web's sentences (`settings.sessions.device`). */
export function deviceName(t: TFunction, session: SignedInSession): string {
  if (session.client === 'app') return t('settings.sessions.device.app', { os: session.os ?? '' });
  if (session.browser && session.os) {
    return t('settings.sessions.device.browserOn', { browser: session.browser, os: session.os });
  }
  if (session.os) return t('settings.sessions.device.browserOnly', { os: session.os });
  return t('settings.sessions.device.unknown');
}

type Asking = { kind: 'one'; session: SignedInSession } | { kind: 'others' } | null;

/**
 * `/settings/sessions` (issue 29): where the member is signed in, this device first; one session,
 * or every other, signed out after a confirmation. Signing this device out logs out: the answer's
 * `X-Access-Token: false` ends the session as any ended session does.
 */
export function SessionsSettings() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const _queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: async () => (await api.call(routes.sessions)).sessions,
  });
  // `writes.endSession` / `endOtherSessions`: the ended rows leave the list once the server agreed.
  const end = useWriteMutation(writes.endSession, {
    before: () => setSaved(null),
    after: (_result, row) => setSaved(t('settings.sessions.ended', { device: deviceName(t, row as SignedInSession) })),
  });
  const endOthers = useWriteMutation(writes.endOtherSessions, {
    before: () => setSaved(null),
    after: () => setSaved(t('settings.sessions.othersEnded')),
  });
  const sessions = list.data ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const failure = end.error ?? endOthers.error;

  return (
    <SettingsPage page="sessions">
      <Text style={{ color: colors.muted }}>{t('settings.sessions.lead')}</Text>
      <SettingsCard title={t('settings.sessions.title')}>
        {list.isPending ? <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} /> : null}
        {list.isError ? <ErrorText message={describeError(t, list.error)} /> : null}
        <SavedText message={saved} />
        <ErrorText message={failure ? describeError(t, failure) : null} />
        {sessions.map((session) => {
          const name = deviceName(t, session);
          return (
            <View key={session.id} style={[styles.row, { borderColor: colors.border }]}>
              <View style={styles.text}>
                <Text style={[styles.name, { color: colors.text }]}>{name}</Text>
                {/* A badge on its own line, as on the web: after the name, "· This device" broke
                    between the dot and the words on a 390-point phone ("Qurio app on iOS ·"). */}
                {session.current ? (
                  <Text style={[styles.badge, { borderColor: colors.primary, color: colors.primary }]}>
                    {t('settings.sessions.thisDevice')}
                  </Text>
                ) : null}
                <Text style={{ color: colors.muted }}>
                  {t('settings.sessions.signedIn', { date: formatDate(session.signed_in_at, i18n.language) })}
                </Text>
                {/* Last use is stored at most hourly: only this device is known to be active now. */}
                <Text style={{ color: session.current ? colors.primary : colors.muted }}>
                  {session.current
                    ? t('settings.sessions.activeNow')
                    : `${t('settings.sessions.lastUsed')} ${formatDate(session.last_used_at, i18n.language)}`}
                </Text>
              </View>
              <Button
                variant="secondary"
                label={t('settings.sessions.signOut')}
                accessibilityLabel={
                  session.current
                    ? t('settings.sessions.signOutHere')
                    : t('settings.sessions.signOutNamed', { device: name })
                }
                busy={end.isPending && end.variables?.id === session.id}
                onPress={() => setAsking({ kind: 'one', session })}
              />
            </View>
          );
        })}
      </SettingsCard>
      <SettingsCard title={t('settings.sessions.othersTitle')}>
        <Text style={{ color: colors.text }}>
          {others === 0 ? t('settings.sessions.onlyHere') : t('settings.sessions.othersLead', { count: others })}
        </Text>
        <Button
          variant="danger"
          label={t('settings.sessions.othersTitle')}
          disabled={others === 0}
          busy={endOthers.isPending}
          onPress={() => setAsking({ kind: 'others' })}
        />
      </SettingsCard>
      <ConfirmDialog
        visible={asking !== null}
        title={
          asking?.kind === 'others'
            ? t('settings.sessions.confirmOthersTitle')
            : asking?.session.current
              ? t('settings.sessions.confirmCurrentTitle')
              : t('settings.sessions.confirmTitle')
        }
        message={
          asking?.kind === 'others'
            ? t('settings.sessions.confirmOthers', { count: others })
            : asking?.session.current
              ? t('settings.sessions.confirmCurrent')
              : t('settings.sessions.confirm', { device: asking ? deviceName(t, asking.session) : '' })
        }
        confirmLabel={t('settings.sessions.signOut')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking?.kind === 'others') endOthers.mutate(undefined);
          else if (asking) end.mutate(asking.session);
          setAsking(null);
        }}
      />
    </SettingsPage>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.smPlus,
    paddingTop: space.smPlus,
    borderTopWidth: StyleSheet.hairlineWidth,
  },
  text: { flex: 1, gap: space.xxs },
  name: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  // The profile's badge shape (features/users/Badges.tsx).
  badge: {
    alignSelf: 'flex-start',
    borderWidth: 1,
    borderRadius: radius.md,
    paddingHorizontal: space.sm,
    paddingVertical: space.xxs,
    fontSize: fontSize.small,
    marginVertical: space.xxs,
  },
});
