import type { MediaItem } from '@qurio/contract';
import { LIMITS } from '@qurio/contract/limits';
import { space } from '@qurio/design';
import { type AnswerKind, writes } from '@qurio/queries';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { MediaAttachments } from './MediaAttachments';
import { type AttachmentProblem, useAttachments } from './useAttachments';

/** A question to answer, a question for everyone (prompt) to answer, or one's answer to edit. */
export type { AnswerKind } from '@qurio/queries';

interface Props {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  id: number;
  /** The current answer, when editing. */
  initial?: string;
  /** The answer's content warning, when editing ('' for none). */
  initialWarning?: string;
  /** The answer's pictures, when editing: kept, described again or removed, and sent back whole. */
  initialMedia?: readonly MediaItem[];
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * The answer form (SPEC §2 "Answer dialog"): 'Write answer..', a counter, and the button disabled
 * while the text is shorter than the minimum; up to four pictures, each with its description
 * (a prompt's answer too). A refusal shows the server's message here; success
 * hands the server's confirmation to the screen and refreshes the lists the answer now belongs to.
 */
export function AnswerForm({ kind, id, initial = '', initialWarning = '', initialMedia, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [warning, setWarning] = useState(initialWarning);
  const tooShort = text.trim().length < LIMITS.answerMin;
  const attachments = useAttachments(initialMedia);
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
      <TextField
        label={t('answer.warningLabel')}
        hint={t('answer.warningHint')}
        value={warning}
        onChangeText={(value) => {
          setWarning(value);
          if (mutation.isError) mutation.reset();
        }}
        maxLength={LIMITS.contentWarningMax}
        autoCapitalize="sentences"
      />
      <MediaAttachments state={attachments} disabled={mutation.isPending} />
      <ErrorText
        message={problemText(t, attachments.problem) ?? (mutation.error ? describeError(t, mutation.error) : null)}
      />
      <View style={styles.actions}>
        <Button label={t('answer.cancel')} variant="secondary" onPress={onCancel} disabled={mutation.isPending} />
        <Button
          label={t(kind === 'edit' ? 'answer.save' : 'answer.submit')}
          busy={mutation.isPending}
          disabled={tooShort || attachments.uploading}
          onPress={() => {
            // Every picture needs its description (ALT_REQUIRED): said here, nothing is sent.
            const media = attachments.toSend();
            if (media instanceof Error) return attachments.refuse(media);
            // An edit always sends the warning (empty removes it); a new answer only one it has.
            const content_warning = kind === 'edit' || warning.trim() !== '' ? warning.trim() : undefined;
            mutation.mutate({
              kind,
              question_id: id,
              answer: text.trim(),
              media,
              ...(content_warning === undefined ? {} : { content_warning }),
            });
          }}
        />
      </View>
    </View>
  );
}

/** The pictures' trouble as a sentence: a refused permission, or an error by its code. */
function problemText(t: TFunction, problem: AttachmentProblem | null): string | null {
  if (!problem) return null;
  if ('denied' in problem)
    return t(problem.denied === 'camera' ? 'app.native.media.cameraDenied' : 'app.native.media.libraryDenied');
  return describeError(t, problem.error);
}

const styles = StyleSheet.create({
  form: { gap: space.sm },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.smPlus },
});
