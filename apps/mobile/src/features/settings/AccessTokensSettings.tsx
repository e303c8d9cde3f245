import type { AccessToken } from '@qurio/contract';
import { LIMITS, TOKEN_SCOPES, type TokenScope } from '@qurio/contract/limits';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { accessTokensQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import * as Clipboard from 'expo-clipboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { formatDate } from '../questions/format-date';
import { openWebPage } from '../safety/web-pages';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

/** The expiries offered, in days; null: until revoked (the web's choices). */
const EXPIRIES = [7, 30, 90, 365, null] as const;

/**
 * `/settings/access-tokens` (issue 35): the member's personal access tokens, made (name, scopes,
 * expiry) and revoked through the shared writes of @qurio/queries, as on the web. The secret is
 * shown once, in this screen's state only, in place of the form, with a copy button; the list never
 * has it.
 */
export function AccessTokensSettings() {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const list = useQuery(accessTokensQueryOptions(api));
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<number | null>(30);
  const [secret, setSecret] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const create = useWriteMutation(writes.createAccessToken, {
    before: () => {
      setSaved(null);
      setSecret(null);
    },
    after: (result) => {
      setSecret(result.token);
      setName('');
    },
  });
  const revoke = useWriteMutation(writes.revokeAccessToken, {
    before: () => setSaved(null),
    after: (_result, row) => setSaved(t('settings.accessTokens.revoked', { name: (row as AccessToken).name })),
  });
  const tokens = list.data ?? [];
  const full = tokens.length >= LIMITS.accessTokensMax;

  const copy = async () => {
    if (!secret) return;
    await Clipboard.setStringAsync(secret);
    setSaved(t('settings.accessTokens.copied'));
  };

  return (
    <SettingsPage page="accessTokens">
      <Text style={{ color: colors.muted }}>{t('settings.accessTokens.lead')}</Text>
      <Text
        accessibilityRole="link"
        onPress={() => openWebPage('/api/docs')}
        style={[touchTarget, { color: colors.primary }]}
      >
        {t('settings.accessTokens.docs')}
      </Text>
      {/* The list first: it is what the page is for; making one is the rarer visit. */}
      <SettingsCard title={t('settings.accessTokens.listTitle')}>
        {list.isPending ? <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} /> : null}
        {list.isError ? <ErrorText message={describeError(t, list.error)} /> : null}
        <SavedText message={saved} />
        <ErrorText message={revoke.error ? describeError(t, revoke.error) : null} />
        {list.isSuccess && tokens.length === 0 ? (
          <Text style={{ color: colors.muted }}>{t('settings.accessTokens.empty')}</Text>
        ) : null}
        {tokens.map((token) => (
          <View key={token.id} style={[styles.row, { borderColor: colors.border }]}>
            <View style={styles.text}>
              <Text style={[styles.name, { color: colors.text }]}>{token.name}</Text>
              <Text style={{ color: colors.primary }}>
                {token.scopes.map((scope) => t(`settings.accessTokens.scopeShort.${scope}`)).join(' · ')}
              </Text>
              <Text style={{ color: colors.muted }}>
                {t('settings.accessTokens.created', { date: formatDate(token.created_at, i18n.language) })}
              </Text>
              <Text style={{ color: colors.muted }}>
                {token.last_used_at
                  ? `${t('settings.accessTokens.lastUsed')} ${formatDate(token.last_used_at, i18n.language)}`
                  : t('settings.accessTokens.neverUsed')}
              </Text>
              <Text style={{ color: colors.muted }}>
                {token.expires_at
                  ? t('settings.accessTokens.expires', { date: formatDate(token.expires_at, i18n.language) })
                  : t('settings.accessTokens.noExpiry')}
              </Text>
            </View>
            <Button
              variant="secondary"
              label={t('settings.accessTokens.revoke')}
              accessibilityLabel={t('settings.accessTokens.revokeNamed', { name: token.name })}
              busy={revoke.isPending && revoke.variables?.id === token.id}
              onPress={() => setRevoking(token)}
            />
          </View>
        ))}
      </SettingsCard>
      {/* The secret shows where Create was pressed, in place of the form, until Done. */}
      <SettingsCard title={t(secret ? 'settings.accessTokens.createdTitle' : 'settings.accessTokens.createTitle')}>
        {secret ? (
          <>
            <Text style={{ color: colors.text }}>{t('settings.accessTokens.createdLead')}</Text>
            <Text
              selectable
              testID="token-secret"
              style={[
                styles.secret,
                { color: colors.text, borderColor: colors.border, backgroundColor: colors.background },
              ]}
            >
              {secret}
            </Text>
            <View style={styles.actions}>
              <Button variant="secondary" label={t('settings.accessTokens.copy')} onPress={() => void copy()} />
              <Button label={t('settings.accessTokens.done')} onPress={() => setSecret(null)} />
            </View>
          </>
        ) : (
          <>
            <TextField
              label={t('settings.accessTokens.nameLabel')}
              placeholder={t('settings.accessTokens.namePlaceholder')}
              value={name}
              maxLength={LIMITS.accessTokenNameMax}
              onChangeText={setName}
            />
            <Text accessibilityRole="header" style={[styles.legend, { color: colors.text }]}>
              {t('settings.accessTokens.scopesLabel')}
            </Text>
            {TOKEN_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                label={t(`settings.accessTokens.scope.${scope}`)}
                checked={scopes.includes(scope)}
                onChange={(on) =>
                  setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)))
                }
              />
            ))}
            <Text accessibilityRole="header" style={[styles.legend, { color: colors.text }]}>
              {t('settings.accessTokens.expiryLabel')}
            </Text>
            <View style={styles.choices} accessibilityRole="radiogroup">
              {EXPIRIES.map((days) => (
                <Button
                  key={days ?? 'never'}
                  variant={expiry === days ? 'primary' : 'secondary'}
                  label={
                    days === null
                      ? t('settings.accessTokens.never')
                      : t('settings.accessTokens.inDays', { count: days })
                  }
                  onPress={() => setExpiry(days)}
                />
              ))}
            </View>
            <ErrorText message={create.error ? describeError(t, create.error) : null} />
            <Button
              label={t('settings.accessTokens.create')}
              disabled={full}
              busy={create.isPending}
              onPress={() => create.mutate({ name, scopes, expires_in_days: expiry })}
            />
            <Text style={{ color: colors.muted }}>
              {t('settings.accessTokens.limit', { max: LIMITS.accessTokensMax })}
            </Text>
          </>
        )}
      </SettingsCard>
      <ConfirmDialog
        visible={revoking !== null}
        title={t('settings.accessTokens.confirmTitle')}
        message={t('settings.accessTokens.confirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('settings.accessTokens.revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
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
  legend: { fontWeight: fontWeight.semibold, marginTop: space.sm },
  choices: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  secret: {
    borderWidth: 1,
    borderRadius: radius.md,
    padding: space.smPlus,
    fontSize: fontSize.input,
  },
});
