import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import styles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { showSnack } from '../../ui/snack-store';
import { TextArea } from '../../ui/TextArea';
import formStyles from './AnswerDialog.module.css';
import { type AnswerKind, useAnswerMutation } from './dialog-mutations';

export interface AnswerTarget {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  id: number;
  question: string;
  /** The current answer when editing. */
  initial?: string;
}

/**
 * Answering a question, a prompt, or editing one's answer (SPEC §2 "Answer dialog"): a textarea
 * with 'Write answer..', a counter, and Answer disabled below the minimum length. The server's
 * message is shown: refusals inside the dialog, success as a snack after it closes.
 */
export function AnswerDialog({ target, onClose }: { target: AnswerTarget | null; onClose: () => void }) {
  if (!target) return null;
  // Keyed by the target so each opening starts from its own text.
  return <AnswerForm key={`${target.kind}:${target.id}`} target={target} onClose={onClose} />;
}

function AnswerForm({ target, onClose }: { target: AnswerTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useAnswerMutation();
  const titleId = useId();
  const questionId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(target.initial ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const tooShort = text.trim().length < LIMITS.answerMin;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (tooShort || sending) return;
    setSending(true);
    setError(null);
    try {
      await send.mutateAsync({ kind: target.kind, question_id: target.id, answer: text });
      showSnack(t(target.kind === 'edit' ? 'answer.updated' : 'answer.published'));
      onClose();
    } catch (caught) {
      setSending(false);
      // Network failures are reported by the client; the text stays for another try.
      if (caught instanceof ApiError) setError(caught.code);
    }
  };

  return (
    <Modal
      open
      labelledBy={titleId}
      describedBy={questionId}
      onDismiss={onClose}
      busy={sending}
      initialFocus={fieldRef}
      wide
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          // Enter writes a new line in an answer; Ctrl or Cmd with Enter sends it.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {t(target.kind === 'edit' ? 'answer.editTitle' : 'answer.title')}
        </h2>
        <p id={questionId} className={formStyles.question}>
          {target.question}
        </p>
        <TextArea
          ref={fieldRef}
          label={t('answer.label')}
          placeholder={t('answer.placeholder')}
          value={text}
          maxLength={LIMITS.answerMax}
          rows={5}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p className={formStyles.error} role="alert">
            {translateErrorCode(t, error)}
          </p>
        ) : null}
        <div className={`${styles.actions} ${formStyles.actions}`}>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('answer.cancel')}
          </Button>
          <Button type="submit" disabled={tooShort} loading={sending}>
            {t(target.kind === 'edit' ? 'answer.save' : 'answer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
