import { fontSize, fontWeight, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { Liker } from './like-cache';

/** Who liked an answer, each a link to their profile (the single answer page only). */
export function Likers({ likers }: { likers: Liker[] }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  if (likers.length === 0) return null;
  return (
    <View style={styles.box}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('question.likedBy')}
      </Text>
      {likers.map((user) => (
        <Link key={user.id} href={`/${user.username}`} asChild>
          <Pressable
            accessibilityRole="link"
            accessibilityLabel={`${user.fullname || user.username} @${user.username}`}
            style={StyleSheet.flatten([styles.row, styles.person])}
          >
            <Avatar user={user} size={28} />
            <Text style={{ color: colors.text }}>
              {user.fullname || user.username} <Text style={{ color: colors.muted }}>@{user.username}</Text>
            </Text>
          </Pressable>
        </Link>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.xs, marginTop: space.sm },
  title: { fontSize: fontSize.input, fontWeight: fontWeight.bold },
  row: { paddingVertical: space.sm },
  person: { flexDirection: 'row', alignItems: 'center', gap: space.smPlus },
});
