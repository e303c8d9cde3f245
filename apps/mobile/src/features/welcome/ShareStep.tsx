import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { profileCardPath } from '@qurio/queries';
import { Image } from 'expo-image';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { ProfileLinkActions } from '../share/ProfileLinkActions';
import { publicUrl } from '../share/share-links';
import { StepHeader } from './StepParts';

/**
 * Step 3: the profile link to copy or share, the profile's story card (drawn by the server,
 * shown as it will be shared), and how anonymity works for the people who ask.
 */
export function ShareStep({ notify }: { notify(text: string, error?: boolean): void }) {
  const { t } = useTranslation();
  const { colors, dark } = useTheme();
  const { user } = useSession();
  if (!user) return null;
  // A picture changed a step ago must not show the card cached before it.
  const version = encodeURIComponent(`${user.image ?? ''} ${user.fullname}`);
  return (
    <>
      <StepHeader title={t('welcome.share.title')} text={t('welcome.share.text')} />
      <ProfileLinkActions username={user.username} notify={notify} />
      <View style={[styles.note, { borderColor: colors.border }]}>
        <Text accessibilityRole="header" style={[styles.noteTitle, { color: colors.text }]}>
          {t('welcome.share.anonymityTitle')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('welcome.share.anonymityText')}</Text>
      </View>
      {/* The picture's name sits on a wrapper: expo-image's web <img> drops accessibilityLabel. */}
      <View accessible accessibilityRole="image" accessibilityLabel={t('welcome.share.cardAlt')} style={styles.card}>
        <Image
          source={{ uri: `${publicUrl(profileCardPath(user.username, dark))}&v=${version}` }}
          accessible={false}
          accessibilityLabel=""
          contentFit="contain"
          transition={150}
          style={[styles.fill, { backgroundColor: colors.border }]}
        />
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  note: { borderWidth: 1, borderRadius: radius.md, padding: space.md, gap: space.xs },
  noteTitle: { fontSize: fontSize.input, fontWeight: fontWeight.bold },
  // The card is 1080×1920: its ratio is kept, so nothing shifts when it arrives.
  card: { width: '70%', aspectRatio: 1080 / 1920, alignSelf: 'center', borderRadius: radius.md, overflow: 'hidden' },
  fill: { width: '100%', height: '100%' },
});
