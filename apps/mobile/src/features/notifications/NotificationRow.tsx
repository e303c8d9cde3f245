import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { fontSize, fontWeight, maskGlyph, radius, space } from '@qurio/design';
import { type Href, useRouter } from 'expo-router';
import { Trans, useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { RelativeTime, useTimeWords } from '../../ui/RelativeTime';
import { useTheme } from '../../ui/theme/ThemeProvider';

export type NotificationItem = RouteResponse<typeof routes.notifications>['notifications'][number];

/**
 * Where a notification leads: a follow to the follower's profile; an answer, a like or a mention to
 * the post it is about, on the profile of whoever answered it; a new question to the inbox while
 * it waits there.
 */
export function notificationPath(item: NotificationItem): string {
  if (item.question?.status === 'answered') return `/${item.question.user.username}/post/${item.question.id}`;
  if (item.type === 'question') return '/inbox';
  return item.actor ? `/${item.actor.username}` : '/inbox';
}

/** "Name is now following you." (the spec's sentence per kind), the question below it, the date. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  // A question asked anonymously has no actor, and its sentence names nobody.
  const name = item.actor ? item.actor.fullname || item.actor.username : '';
  const key = item.type === 'question' && item.actor ? 'questionNamed' : item.type;
  // The web's sentences mark the name with <actor>; read aloud, the sentence is plain text.
  const sentence = t(`notifications.${key}`, { name }).replace(/<\/?actor>/g, '');
  const shown = useTimeWords(item.n_date);
  return (
    <Pressable
      accessibilityRole="link"
      // Named by what it shows, in order (axe, label-content-name-mismatch): the sentence, the
      // question, the time as shown ("5 min. ago"), then the full date.
      accessibilityLabel={[sentence, item.question?.question, shown.relative, shown.absolute].filter(Boolean).join(' ')}
      onPress={() => router.push(notificationPath(item) as Href)}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: colors.card, borderColor: colors.border, opacity: pressed ? 0.7 : 1 },
      ]}
    >
      {item.actor ? (
        <Avatar user={item.actor} size={44} />
      ) : (
        // A question asked anonymously has no face either.
        <View style={[styles.anonymous, { backgroundColor: colors.border }]}>
          <Icon glyph={maskGlyph} size={24} color={colors.muted} />
        </View>
      )}
      <View style={styles.text}>
        <Text style={[styles.sentence, { color: colors.text }]}>
          <Trans
            i18nKey={`notifications.${key}`}
            values={{ name }}
            components={{ actor: <Text style={styles.actor} /> }}
          />
        </Text>
        {item.question ? <Text style={{ color: colors.muted }}>{item.question.question}</Text> : null}
        <RelativeTime iso={item.n_date} style={[styles.date, { color: colors.muted }]} />
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: space.md,
    marginHorizontal: space.md,
    padding: space.mdPlus,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  anonymous: { width: 44, height: 44, borderRadius: radius.pill, alignItems: 'center', justifyContent: 'center' },
  text: { flex: 1, gap: space.xs },
  sentence: { fontSize: fontSize.body },
  actor: { fontWeight: fontWeight.bold },
  date: { fontSize: fontSize.small },
});
