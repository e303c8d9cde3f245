import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/ThemeProvider';

export type QuestionItem = RouteResponse<typeof routes.myQuestions>['questions'][number];

/** An answered (or pending) question: who asks (or "Anonymous"), the question, the answer. */
export function QuestionCard({ item, showAuthor = true }: { item: QuestionItem; showAuthor?: boolean }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const asker = item.anonymous || !item.sender ? t('question.anonymous') : item.sender.fullname || item.sender.username;
  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      {showAuthor ? (
        <Link
          href={`/${item.user.username}`}
          accessibilityRole="link"
          accessibilityLabel={`${item.user.fullname || item.user.username} @${item.user.username}`}
        >
          <Text style={[styles.author, { color: colors.text }]}>
            {item.user.fullname || item.user.username}{' '}
            <Text style={{ color: colors.muted }}>@{item.user.username}</Text>
          </Text>
        </Link>
      ) : null}
      <Text style={[styles.asker, { color: colors.muted }]}>{asker}</Text>
      <Text style={[styles.question, { color: colors.text }]}>{item.question}</Text>
      {item.answer ? <Text style={[styles.answer, { color: colors.text }]}>{item.answer}</Text> : null}
      {item.status === 'answered' ? (
        <Text style={{ color: colors.muted }}>{t('question.likes', { count: item.like_count })}</Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: 12, padding: 14, gap: 6, marginHorizontal: 12 },
  author: { fontSize: 15, fontWeight: '700' },
  asker: { fontSize: 13 },
  question: { fontSize: 16, fontWeight: '600' },
  answer: { fontSize: 16 },
});
