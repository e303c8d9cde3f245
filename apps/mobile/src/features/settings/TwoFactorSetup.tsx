import { fontSize, lineHeightOf, radius, space } from '@qurio/design';
import * as Clipboard from 'expo-clipboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { SvgXml } from 'react-native-svg';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { OneTimeCodeField } from '../../ui/OneTimeCodeField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { MONOSPACE } from './RecoveryCodes';
import { SavedText, SettingsCard } from './SettingsPage';
import { type TwoFactorSetupData, useEnableTwoFactor } from './two-factor-queries';

const QR_SIZE = 184;

/**
 * The base32 secret in groups of four, as authenticator apps show and accept it typed, four groups a
 * line: the 32 characters of a 160-bit key make two even lines (on one they wrap 6 + 2 at 390 px).
 */
function grouped(secret: string): string {
  const groups = secret.match(/.{1,4}/g) ?? [];
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i += 4) lines.push(groups.slice(i, i + 4).join(' '));
  return lines.join('\n');
}

/**
 * Adding Qurio to an authenticator app, then the first code that turns two-factor sign-in on. On a
 * phone the QR code cannot be scanned by the phone showing it: the otpauth:// link opens the app
 * installed here, the key can be copied or typed, and the QR code serves an app on another device.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupData;
  onEnabled(codes: string[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const [noApp, setNoApp] = useState(false);
  const enable = useEnableTwoFactor();
  const confirm = () => enable.mutate({ code }, { onSuccess: ({ recovery_codes }) => onEnabled(recovery_codes) });
  return (
    <SettingsCard title={t('app.native.twoFactor.setupTitle')}>
      <Text style={{ color: colors.text }}>{t('app.native.twoFactor.setupLead')}</Text>
      <Button
        label={t('app.native.twoFactor.openApp')}
        onPress={() => void Linking.openURL(setup.otpauth_uri).catch(() => setNoApp(true))}
      />
      <ErrorText message={noApp ? t('app.native.twoFactor.noApp') : null} />

      <Text style={{ color: colors.muted }}>{t('app.native.twoFactor.keyLead')}</Text>
      <Text
        selectable
        accessibilityLabel={t('app.native.twoFactor.keyLabel', { key: setup.secret })}
        style={[styles.secret, { color: colors.text, borderColor: colors.border, backgroundColor: colors.background }]}
      >
        {grouped(setup.secret)}
      </Text>
      <Button
        variant="secondary"
        label={t('app.native.twoFactor.copyKey')}
        onPress={() => void Clipboard.setStringAsync(setup.secret).then(() => setCopied(true))}
      />
      <SavedText message={copied ? t('app.native.twoFactor.keyCopied') : null} />

      <Text style={{ color: colors.muted }}>{t('app.native.twoFactor.qrLead')}</Text>
      {/* A QR code reads dark on light: white in night mode too. */}
      <View
        accessible
        accessibilityRole="image"
        accessibilityLabel={t('app.native.twoFactor.qrLabel')}
        style={styles.qr}
      >
        <SvgXml xml={setup.qr_svg} width={QR_SIZE} height={QR_SIZE} />
      </View>

      <View style={[styles.rule, { borderColor: colors.border }]} />
      <OneTimeCodeField
        label={t('app.native.twoFactor.firstCode')}
        hint={t('app.native.twoFactor.firstCodeHint')}
        value={code}
        onChangeText={(value) => {
          setCode(value);
          if (!enable.isPending) enable.reset();
        }}
        onSubmitEditing={confirm}
      />
      <ErrorText message={enable.error ? describeError(t, enable.error) : null} />
      <View style={styles.actions}>
        <Button variant="secondary" label={t('settings.cancel')} disabled={enable.isPending} onPress={onCancel} />
        <Button label={t('app.native.twoFactor.turnOn')} busy={enable.isPending} onPress={confirm} />
      </View>
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  secret: {
    fontFamily: MONOSPACE,
    fontSize: fontSize.input,
    lineHeight: lineHeightOf(fontSize.input),
    textAlign: 'center',
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.sm,
    padding: space.smPlus,
  },
  qr: { alignSelf: 'center', backgroundColor: '#ffffff', borderRadius: radius.sm, padding: space.sm },
  rule: { borderTopWidth: StyleSheet.hairlineWidth },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.md, flexWrap: 'wrap' },
});
