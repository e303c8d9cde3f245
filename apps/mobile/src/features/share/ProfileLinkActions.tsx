import { fontSize, fontWeight, space } from '@qurio/design';
import * as Clipboard from 'expo-clipboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { profileUrl, shareProfile, shareProfilePicture } from './share-profile';

/**
 * The member's own profile link with what to do with it (the web's ProfileLinkActions): the
 * address, Copy link, the system share sheet, and the profile's story card as a picture.
 */
export function ProfileLinkActions({
  username,
  notify,
}: {
  username: string;
  notify(text: string, error?: boolean): void;
}) {
  const { t } = useTranslation();
  const { colors, dark } = useTheme();
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const url = profileUrl(username);

  const copy = async () => {
    await Clipboard.setStringAsync(url);
    setCopied(true);
    notify(t('share.copied'));
  };
  const sharePicture = async () => {
    setBusy(true);
    try {
      const outcome = await shareProfilePicture(t, username, dark);
      if (outcome === 'downloaded') notify(t('share.pictureSaved'));
    } catch {
      notify(t('errors.INTERNAL'), true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <View style={styles.box}>
      <Text style={{ color: colors.muted }}>{t('share.urlLabel')}</Text>
      <Text
        selectable
        accessibilityLabel={`${t('share.urlLabel')} ${url}`}
        style={[styles.url, { color: colors.text }]}
      >
        {url}
      </Text>
      <View style={styles.buttons}>
        <Button label={copied ? t('share.copiedButton') : t('share.copy')} onPress={() => void copy()} />
        <Button
          variant="secondary"
          label={t('share.dialogTitle')}
          onPress={() => void shareProfile(t, username).catch(() => notify(t('errors.INTERNAL'), true))}
        />
        <Button variant="secondary" label={t('share.profilePicture')} busy={busy} onPress={() => void sharePicture()} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.sm },
  url: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  buttons: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
});
