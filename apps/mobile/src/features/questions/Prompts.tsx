import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { AnswerForm } from './AnswerForm';
import { usePromptsQuery } from './inbox-queries';

/**
 * The questions for everyone under the inbox (as the web's /questions shows them): each answered
 * the same way, the answer going to the member's profile.
 */
export function Prompts({ notify }: { notify(text: string, error?: boolean): void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const prompts = usePromptsQuery();
  const [answering, setAnswering] = useState<number | null>(null);

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('inbox.promptsTitle')}
      </Text>
      <Text style={{ color: colors.muted }}>{t('inbox.promptsText')}</Text>
      {prompts.data === undefined ? (
        prompts.isError ? null : (
          <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
        )
      ) : prompts.data.length === 0 ? (
        <Text style={{ color: colors.muted }}>{t('inbox.promptsEmpty')}</Text>
      ) : (
        prompts.data.map((prompt) => (
          <View key={prompt.id} style={[styles.prompt, { backgroundColor: colors.card, borderColor: colors.border }]}>
            <Text style={[styles.question, { color: colors.text }]}>{prompt.question}</Text>
            <Text style={{ color: colors.muted }}>{t('inbox.promptAnswers', { count: prompt.answer_count })}</Text>
            {answering === prompt.id ? (
              <AnswerForm
                kind="prompt"
                id={prompt.id}
                onDone={(message) => {
                  setAnswering(null);
                  notify(message);
                }}
                onCancel={() => setAnswering(null)}
              />
            ) : (
              <View style={styles.actions}>
                <Button
                  label={t('question.answer')}
                  accessibilityLabel={t('inbox.answerPrompt', { question: prompt.question })}
                  variant="secondary"
                  onPress={() => setAnswering(prompt.id)}
                />
              </View>
            )}
          </View>
        ))
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { marginTop: space.xxl, paddingHorizontal: space.md, gap: space.smPlus },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold },
  prompt: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.mdPlus, gap: space.xsPlus },
  question: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  actions: { flexDirection: 'row', justifyContent: 'flex-end' },
});
