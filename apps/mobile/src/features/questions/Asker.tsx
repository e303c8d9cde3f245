import { chatGlyph, fontSize, maskGlyph, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchRow } from '../../ui/touch-target';
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
      <Link href={`/question/${question.prompt_id}`} asChild>
        <Pressable accessibilityRole="link" accessibilityLabel={t('question.prompt')} style={styles.link}>
          <Icon glyph={chatGlyph} size={18} color={colors.muted} />
          <Text style={[styles.asker, { color: colors.muted }]}>{t('question.prompt')}</Text>
        </Pressable>
      </Link>
    );
  }
  const sender = question.anonymous ? null : question.sender;
  if (!sender) {
    return (
      <View style={styles.row}>
        <Icon glyph={maskGlyph} size={18} color={colors.muted} />
        <Text style={[styles.asker, { color: colors.muted }]}>{t('question.anonymous')}</Text>
      </View>
    );
  }
  const name = sender.fullname || sender.username;
  return (
    <Link href={`/${sender.username}`} asChild>
      <Pressable accessibilityRole="link" accessibilityLabel={`${name} @${sender.username}`} style={styles.link}>
        <Avatar user={sender} size={24} />
        <Text style={[styles.asker, { color: colors.muted }]}>{name}</Text>
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: space.xsPlus },
  // A named asker or a prompt is a link: a 44 pt box in the 24 pt line of the avatar.
  link: { flexDirection: 'row', alignItems: 'center', gap: space.xsPlus, ...touchRow(24) },
  asker: { fontSize: fontSize.small },
});
