import { fontSize, fontWeight, minTouchTarget, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { type Suggestion, useFollowSuggestion, useSuggestionsQuery } from './queries';

/**
 * Who to follow (the web's SuggestionRows): face, name and username opening the profile, and a
 * follow button; unfollowing asks first (SPEC §2). The welcome's second step and the empty
 * timeline show them.
 */
export function SuggestionRows() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const query = useSuggestionsQuery();
  if (query.isPending) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  const users = query.data ?? [];
  if (users.length === 0) return <Text style={{ color: colors.muted }}>{t('discovery.suggestionsEmpty')}</Text>;
  return (
    <View style={styles.list}>
      {users.map((user) => (
        <SuggestionRow key={user.id} user={user} />
      ))}
    </View>
  );
}

function SuggestionRow({ user }: { user: Suggestion }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const follow = useFollowSuggestion();
  const [confirming, setConfirming] = useState(false);
  const name = user.fullname || user.username;
  return (
    <View style={styles.item}>
      <View style={styles.row}>
        <Link href={`/${user.username}`} asChild>
          <Pressable accessibilityRole="link" accessibilityLabel={`${name} @${user.username}`} style={styles.person}>
            <Avatar user={user} size={40} />
            <View style={styles.names}>
              <Text numberOfLines={1} style={[styles.name, { color: colors.text }]}>
                {name}
                {user.verified ? ' ✓' : ''}
              </Text>
              <Text numberOfLines={1} style={{ color: colors.muted }}>
                @{user.username}
              </Text>
            </View>
          </Pressable>
        </Link>
        <Button
          variant={user.isFollowing ? 'secondary' : 'primary'}
          label={user.isFollowing ? t('profile.unfollow') : t('profile.follow')}
          accessibilityLabel={t(user.isFollowing ? 'discovery.unfollowUser' : 'discovery.followUser', {
            username: user.username,
          })}
          onPress={() => (user.isFollowing ? setConfirming(true) : follow.mutate(user))}
        />
      </View>
      <ErrorText message={follow.error ? describeError(t, follow.error) : null} />
      <ConfirmDialog
        visible={confirming}
        title={t('profile.unfollowTitle')}
        message={t('profile.unfollowConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          follow.mutate(user);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.md },
  item: { gap: space.xs },
  row: { flexDirection: 'row', alignItems: 'center', gap: space.md },
  person: { flex: 1, flexDirection: 'row', alignItems: 'center', gap: space.md, minHeight: minTouchTarget },
  names: { flex: 1 },
  name: { fontSize: fontSize.input, fontWeight: fontWeight.bold },
});
