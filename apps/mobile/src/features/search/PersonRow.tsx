import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { FoundUser } from './queries';
import { RichText } from './RichText';
import { rememberPerson } from './search-history';

/**
 * A person found by the search: the name opens the profile and keeps the person in the history;
 * the bio's #hashtags and @mentions are links of their own, so the row itself is not one big link.
 */
export function PersonRow({ user }: { user: FoundUser }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const name = user.fullname || user.username;
  return (
    <View style={[styles.row, { backgroundColor: colors.card, borderColor: colors.border }]}>
      <Link href={`/${user.username}`} asChild>
        <Pressable
          accessibilityRole="link"
          accessibilityLabel={`${name} @${user.username}`}
          onPress={() => rememberPerson(user)}
          style={StyleSheet.flatten([styles.link, styles.person])}
        >
          <Avatar user={user} size={48} />
          <Text style={[styles.name, { color: colors.text }]}>
            {`${name}${user.verified ? ' ✓' : ''} `}
            <Text style={{ color: colors.muted, fontWeight: fontWeight.regular }}>@{user.username}</Text>
          </Text>
        </Pressable>
      </Link>
      {user.bio ? <RichText style={{ color: colors.text }}>{user.bio}</RichText> : null}
      <Text style={{ color: colors.muted }}>{t('search.followers', { count: user.followerCount })}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    padding: space.mdPlus,
    gap: space.xs,
    marginHorizontal: space.md,
  },
  link: { minHeight: 32 },
  person: { flexDirection: 'row', alignItems: 'center', gap: space.md },
  name: { flexShrink: 1, fontSize: fontSize.input, fontWeight: fontWeight.bold },
});
