import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { QuestionItem } from '../feeds/QuestionCard';

/**
 * Who asked: the prompt label for an answer to a question for everyone, 'Anonymous', or the named asker as a link. An anonymous question names nobody: the
 * API never sends its sender, and this never looks anywhere else for one.
 */
export function Asker({ question }: { question: QuestionItem }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  if (question.prompt_id !== null) {
    return (
      <Link href={`/question/${question.prompt_id}`} accessibilityRole="link" accessibilityLabel={t('question.prompt')}>
        <Text style={[styles.asker, { color: colors.muted }]}>{t('question.prompt')}</Text>
      </Link>
    );
  }
  const sender = question.anonymous ? null : question.sender;
  if (!sender) return <Text style={[styles.asker, { color: colors.muted }]}>{t('question.anonymous')}</Text>;
  const name = sender.fullname || sender.username;
  return (
    <Link href={`/${sender.username}`} accessibilityRole="link" accessibilityLabel={`${name} @${sender.username}`}>
      <Text style={[styles.asker, { color: colors.muted }]}>{name}</Text>
    </Link>
  );
}

const styles = StyleSheet.create({ asker: { fontSize: 13 } });
