import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { type Href, useRouter } from 'expo-router';
import { Trans, useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text } from 'react-native';
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
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  // A question asked anonymously has no actor, and its sentence names nobody.
  const name = item.actor ? item.actor.fullname || item.actor.username : '';
  const key = item.type === 'question' && item.actor ? 'questionNamed' : item.type;
  // The web's sentences mark the name with <actor>; read aloud, the sentence is plain text.
  const sentence = t(`notifications.${key}`, { name }).replace(/<\/?actor>/g, '');
  const date = formatDate(item.n_date, i18n.language);
  return (
    <Pressable
      accessibilityRole="link"
      // Named by what it shows, in order (axe, label-content-name-mismatch): the sentence, the
      // question, the date.
      accessibilityLabel={[sentence, item.question?.question, date].filter(Boolean).join(' ')}
      onPress={() => router.push(notificationPath(item) as Href)}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: colors.card, borderColor: colors.border, opacity: pressed ? 0.7 : 1 },
      ]}
    >
      <Text style={[styles.sentence, { color: colors.text }]}>
        <Trans
          i18nKey={`notifications.${key}`}
          values={{ name }}
          components={{ actor: <Text style={styles.actor} /> }}
        />
      </Text>
      {item.question ? <Text style={{ color: colors.muted }}>{item.question.question}</Text> : null}
      <Text style={[styles.date, { color: colors.muted }]}>{date}</Text>
    </Pressable>
  );
}

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}

const styles = StyleSheet.create({
  row: { marginHorizontal: 12, padding: 14, borderRadius: 12, borderWidth: StyleSheet.hairlineWidth, gap: 4 },
  sentence: { fontSize: 15 },
  actor: { fontWeight: '700' },
  date: { fontSize: 13 },
});
