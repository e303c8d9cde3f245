import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../theme/ThemeProvider';
import { OwnProfileActions } from './OwnProfileActions';

type Profile = RouteResponse<typeof routes.profile>;

export function ProfileHeader({ profile, error, own }: { profile?: Profile; error: unknown; own: boolean }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  if (error) return <ErrorText message={describeError(t, error)} />;
  if (!profile) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  const { user } = profile;
  return (
    <View style={styles.header}>
      <Text accessibilityRole="header" style={[styles.name, { color: colors.text }]}>
        {`${user.fullname || user.username}${user.verified ? ' ✓' : ''}`}
      </Text>
      <Text style={{ color: colors.muted }}>
        {`@${user.username}${profile.online ? ` · ${t('profile.online')}` : ''}`}
      </Text>
      {user.bio ? <Text style={{ color: colors.text }}>{user.bio}</Text> : null}
      <Text style={{ color: colors.muted }}>
        {[
          t('app.native.answers', { count: profile.answersCount }),
          t('app.native.followers', { count: profile.followersCount }),
          t('app.native.following', { count: profile.followingCount }),
        ].join(' · ')}
      </Text>
      {own ? <OwnProfileActions /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  header: { paddingHorizontal: 16, paddingBottom: 12, gap: 6 },
  name: { fontSize: 22, fontWeight: '700' },
});
