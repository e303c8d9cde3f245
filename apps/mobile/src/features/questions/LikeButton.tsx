import { fontSize, minTouchTarget, space } from '@qurio/design';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { ErrorText } from '../../ui/ErrorText';
import { tapFeedback } from '../../ui/haptics';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useLike } from './useLike';

/** The heart and the like count of an answer; a refused like shows the server's message below. */
export function LikeButton({ question }: { question: QuestionItem }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { toggle, error, pending } = useLike(question);
  return (
    <View style={styles.box}>
      <View style={styles.row}>
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={t('question.like')}
          accessibilityState={{ selected: question.liked, busy: pending }}
          hitSlop={10}
          onPress={() => {
            tapFeedback();
            toggle();
          }}
          style={styles.heart}
        >
          <Text style={[styles.icon, { color: question.liked ? colors.danger : colors.muted }]}>
            {question.liked ? '♥' : '♡'}
          </Text>
        </Pressable>
        <Text style={{ color: colors.muted }}>{t('question.likes', { count: question.like_count })}</Text>
      </View>
      <ErrorText message={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.xs },
  row: { flexDirection: 'row', alignItems: 'center', gap: space.sm },
  heart: { minWidth: minTouchTarget, minHeight: minTouchTarget, justifyContent: 'center', alignItems: 'center' },
  icon: { fontSize: fontSize.display },
});
