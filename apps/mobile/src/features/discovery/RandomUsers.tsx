import { fontSize, fontWeight, minTouchTarget, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useRandomUsersQuery } from './queries';

/** "People on Qurio" (the web's footer faces): random active members, each opening the profile. */
export function RandomUsers() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const users = useRandomUsersQuery().data ?? [];
  if (users.length === 0) return null;
  return (
    <View style={styles.box}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('discovery.people')}
      </Text>
      <View style={styles.faces}>
        {users.map((user) => (
          <Link key={user.id} href={`/${user.username}`} asChild>
            <Pressable
              accessibilityRole="link"
              accessibilityLabel={`${user.fullname || user.username} @${user.username}`}
              style={styles.face}
            >
              <Avatar user={user} size={44} />
            </Pressable>
          </Link>
        ))}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.smPlus },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
  faces: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  face: { minWidth: minTouchTarget, minHeight: minTouchTarget },
});
