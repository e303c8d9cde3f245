import { fontSize, space } from '@qurio/design';
import * as Clipboard from 'expo-clipboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Platform, Share, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SavedText, SettingsCard } from './SettingsPage';

export const MONOSPACE = Platform.select({ ios: 'Menlo', android: 'monospace', default: 'monospace' });

/**
 * The recovery codes, shown once (the server keeps only their hashes): copied or shared as they
 * are, one a line, to a password manager or a note; gone when the member says they have them.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <SettingsCard title={t('app.native.twoFactor.codesTitle')}>
      <Text style={{ color: colors.text }}>{t('app.native.twoFactor.codesLead')}</Text>
      <View accessibilityLabel={t('app.native.twoFactor.codesTitle')} style={styles.grid}>
        {codes.map((code) => (
          <Text key={code} selectable style={[styles.code, { color: colors.text }]}>
            {code}
          </Text>
        ))}
      </View>
      <View style={styles.actions}>
        <Button
          variant="secondary"
          label={t('app.native.twoFactor.copyCodes')}
          onPress={() => void Clipboard.setStringAsync(text).then(() => setCopied(true))}
        />
        <Button
          variant="secondary"
          label={t('app.native.twoFactor.shareCodes')}
          onPress={() =>
            void Share.share(
              { title: t('app.native.twoFactor.codesTitle'), message: text },
              { dialogTitle: t('app.native.twoFactor.codesTitle'), subject: t('app.native.twoFactor.codesTitle') },
            ).catch(() => undefined)
          }
        />
      </View>
      <SavedText message={copied ? t('app.native.twoFactor.codesCopied') : null} />
      <Button label={t('app.native.twoFactor.codesDone')} onPress={onDone} />
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  grid: { flexDirection: 'row', flexWrap: 'wrap', rowGap: space.xsPlus },
  code: { width: '50%', fontFamily: MONOSPACE, fontSize: fontSize.input, letterSpacing: 0.5 },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: space.smPlus },
});
