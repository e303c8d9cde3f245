import { LIMITS } from '@qurio/contract/limits';
import { space } from '@qurio/design';
import { type AnswerKind, writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';

/** A question to answer, a question for everyone (prompt) to answer, or one's answer to edit. */
export type { AnswerKind } from '@qurio/queries';

interface Props {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  id: number;
  /** The current answer, when editing. */
  initial?: string;
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * The answer form (SPEC §2 "Answer dialog"): 'Write answer..', a counter, and the button disabled
 * while the text is shorter than the minimum. A refusal shows the server's message here; success
 * hands the server's confirmation to the screen and refreshes the lists the answer now belongs to.
 */
export function AnswerForm({ kind, id, initial = '', onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const tooShort = text.trim().length < LIMITS.answerMin;
  // `writes.answer`: an edit shows at once wherever the answer is; a new answer leaves the inbox
  // (or the prompts offered) and the lists it now belongs to load again, as on the web.
  const mutation = useWriteMutation(writes.answer, {
    after: () => onDone(t(kind === 'edit' ? 'answer.updated' : 'answer.published')),
  });

  return (
    <View style={styles.form}>
      <TextField
        label={t('answer.label')}
        placeholder={t('answer.placeholder')}
        hint={t('form.counter', { count: text.length, max: LIMITS.answerMax })}
        value={text}
        onChangeText={(value) => {
          setText(value);
          if (mutation.isError) mutation.reset();
        }}
        multiline
        maxLength={LIMITS.answerMax}
        autoCapitalize="sentences"
        autoFocus
      />
      <ErrorText message={mutation.error ? describeError(t, mutation.error) : null} />
      <View style={styles.actions}>
        <Button label={t('answer.cancel')} variant="secondary" onPress={onCancel} disabled={mutation.isPending} />
        <Button
          label={t(kind === 'edit' ? 'answer.save' : 'answer.submit')}
          busy={mutation.isPending}
          disabled={tooShort}
          onPress={() => mutation.mutate({ kind, question_id: id, answer: text.trim() })}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.sm },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.smPlus },
});
