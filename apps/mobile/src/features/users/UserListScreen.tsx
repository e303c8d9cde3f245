import type { RouteResponse } from '@qurio/contract/routes';
import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text } from 'react-native';
import { api } from '../../api/client';
import { Avatar } from '../../ui/Avatar';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { FeedList } from '../feeds/FeedList';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { profileKeys, type UserListKind } from './profile-keys';

type ListedUser = RouteResponse<typeof routes.followers>['followers'][number];

/** `/{username}/followers` and `/{username}/following`: the people, each a link to their profile. */
export function UserListScreen({ username, kind }: { username: string; kind: UserListKind }) {
  const { t } = useTranslation();
  // A row's `id` is its entry in the list, the cursor the server pages by.
  const feed = useCursorFeed<ListedUser>(
    profileKeys.list(kind, username),
    async (cursor, signal) => {
      const input = { username, last_id: cursor.last_id };
      if (kind === 'followers') {
        const page = await api.call(routes.followers, input, { signal });
        return { items: page.followers, limit: page.limit };
      }
      const page = await api.call(routes.followings, input, { signal });
      return { items: page.followings, limit: page.limit };
    },
    // The server pages these lists by `last_id` only.
    { newer: false },
  );
  const title = kind === 'followers' ? t('profile.tabFollowers') : t('profile.tabFollowing');
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={title}
        renderItem={(row) => <UserRow user={row} />}
        skeleton="row"
        empty={{
          title:
            kind === 'followers'
              ? t('profile.emptyFollowers', { username })
              : t('profile.emptyFollowing', { username }),
        }}
      />
    </Screen>
  );
}

function UserRow({ user }: { user: ListedUser }) {
  const { colors } = useTheme();
  const name = user.fullname || user.username;
  return (
    <Link href={`/${user.username}`} asChild>
      <Pressable
        accessibilityRole="link"
        accessibilityLabel={`${name} @${user.username}`}
        style={StyleSheet.flatten([
          styles.row,
          { backgroundColor: colors.card, borderColor: colors.border },
          styles.person,
        ])}
      >
        {/* A row's `id` is its place in the list; the member is `user_id`. */}
        <Avatar user={{ id: user.user_id, image: user.image }} size={44} />
        <Text style={[styles.name, { color: colors.text }]}>
          {`${name}${user.verified ? ' ✓' : ''} `}
          <Text style={[styles.handle, { color: colors.muted }]}>@{user.username}</Text>
        </Text>
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  row: {
    marginHorizontal: space.md,
    padding: space.mdPlus,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  person: { flexDirection: 'row', alignItems: 'center', gap: space.md },
  name: { flexShrink: 1, fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  handle: { fontWeight: fontWeight.regular },
});
