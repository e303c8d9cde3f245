import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link, useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Avatar, Cover } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { RichText } from '../search/RichText';
import { Badges } from './Badges';
import type { Notice, ShowNotice } from './notice';
import { OwnProfileActions } from './OwnProfileActions';
import { ProfileActions } from './ProfileActions';
import type { PublicUser } from './profile-actions';

interface Props {
  user?: PublicUser;
  error: unknown;
  own: boolean;
  notice: Notice | null;
  onNotice: ShowNotice;
}

/**
 * Name with the verified mark, @username, online marker, badges, bio, the counts (following and
 * followers open their lists) and the actions. Behind a block or a suspension only the name
 * remains (SPEC §2).
 */
export function ProfileHeader({ user, error, own, notice, onNotice }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  if (error) {
    // SPEC §4: a profile that cannot load leads home; the message stays until the reader goes.
    return (
      <View style={styles.header}>
        <ErrorText message={describeError(t, error)} />
        <Button variant="secondary" label={t('nav.home')} onPress={() => router.replace('/')} />
      </View>
    );
  }
  if (!user) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  const restricted = user.isBlocked || user.isSuspended;
  return (
    <View>
      <Cover cover={restricted ? null : user.cover} />
      <View style={styles.header}>
        <View style={[styles.avatar, { borderColor: colors.background }]}>
          <Avatar user={restricted ? { id: user.id, image: null } : user} size={AVATAR_SIZE} />
        </View>
        <Text accessibilityRole="header" style={[styles.name, { color: colors.text }]}>
          {`${user.fullname || user.username}${user.verified ? ' ✓' : ''}`}
        </Text>
        <Text style={{ color: colors.muted }}>
          {`@${user.username}${user.isOnline ? ` · ${t('profile.online')}` : ''}`}
        </Text>
        {restricted ? null : (
          <>
            <Badges badges={user.badges} />
            {user.bio ? <RichText style={{ color: colors.text }}>{user.bio}</RichText> : null}
            <View style={styles.counts}>
              <Text style={{ color: colors.muted }}>{t('app.native.answers', { count: user.answersCount })}</Text>
              <CountLink
                href={`/${user.username}/following`}
                label={t('app.native.following', { count: user.followingCount })}
              />
              <CountLink
                href={`/${user.username}/followers`}
                label={t('app.native.followers', { count: user.followerCount })}
              />
            </View>
            <ProfileActions user={user} own={own} onNotice={onNotice} />
            {own ? <OwnProfileActions /> : null}
          </>
        )}
        {notice?.error ? <ErrorText message={notice.text} /> : null}
        {notice && !notice.error ? (
          <Text accessibilityRole="alert" accessibilityLiveRegion="polite" style={{ color: colors.primary }}>
            {notice.text}
          </Text>
        ) : null}
      </View>
    </View>
  );
}

function CountLink({ href, label }: { href: string; label: string }) {
  const { colors } = useTheme();
  return (
    <Link href={href} accessibilityRole="link" accessibilityLabel={label} style={touchTarget}>
      <Text style={{ color: colors.primary }}>{label}</Text>
    </Link>
  );
}

/** The profile picture, half of it over the cover. */
const AVATAR_SIZE = 88;

const styles = StyleSheet.create({
  header: { paddingHorizontal: space.lg, paddingBottom: space.md, gap: space.xsPlus },
  // The picture overlaps the cover's lower edge, ringed in the page's colour.
  avatar: { marginTop: -AVATAR_SIZE / 2, alignSelf: 'flex-start', borderWidth: 3, borderRadius: radius.pill },
  name: { fontSize: fontSize.display, fontWeight: fontWeight.bold },
  counts: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: space.mdPlus },
});
