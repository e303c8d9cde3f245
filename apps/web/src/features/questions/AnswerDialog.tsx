import type { MediaItem } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type ClipboardEvent, type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import styles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { showSnack } from '../../ui/snack-store';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import formStyles from './AnswerDialog.module.css';
import { AnswerMediaField, imageFiles, type MediaDraft, useMediaDraft } from './AnswerMediaField';
import { type AnswerKind, useAnswerMutation } from './dialog-mutations';

export interface AnswerTarget {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  id: number;
  question: string;
  /** The current answer when editing. */
  initial?: string;
  /** The answer's content warning when editing ('' for none). */
  initialWarning?: string;
  /**
   * The answer's pictures: given (empty for a new answer), the dialog offers to add pictures, and
   * an edit sends the whole list. Left out, the dialog offers no pictures.
   */
  media?: readonly MediaItem[];
}

const NO_MEDIA: readonly MediaItem[] = [];

/**
 * Answering a question, a prompt, or editing one's answer (SPEC §2 "Answer dialog"): a textarea
 * with 'Write answer..', a counter, and Answer disabled below the minimum length; up to
 * LIMITS.mediaPerAnswer pictures, each described (issue 31: the form asks for every description,
 * the server does not). The server's message is shown: refusals inside the dialog, success as a
 * snack after it closes.
 */
export function AnswerDialog({
  target,
  onClose,
  returnFocus,
}: {
  target: AnswerTarget | null;
  onClose: () => void;
  /** Where focus goes once the answered card has left the list (Modal's `returnFocus`). */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  if (!target) return null;
  // Keyed by the target so each opening starts from its own text.
  return <AnswerForm key={`${target.kind}:${target.id}`} target={target} onClose={onClose} returnFocus={returnFocus} />;
}

function AnswerForm({
  target,
  onClose,
  returnFocus,
}: {
  target: AnswerTarget;
  onClose: () => void;
  returnFocus?: (() => HTMLElement | null | undefined) | undefined;
}) {
  const { t } = useTranslation();
  const send = useAnswerMutation();
  const titleId = useId();
  const questionId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(target.initial ?? '');
  const [warning, setWarning] = useState(target.initialWarning ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const withMedia = target.media !== undefined;
  const draft = useMediaDraft(target.media ?? NO_MEDIA);
  const [missingAlt, setMissingAlt] = useState(false);
  const missingAltRef = useRef<HTMLTextAreaElement>(null);
  const [focusMissing, setFocusMissing] = useState(0);
  const tooShort = text.trim().length < LIMITS.answerMin;
  // "Describe the picture" goes away once every picture has its description.
  const shownError = error === 'ALT_REQUIRED' && !draft.attached().some((picture) => picture.alt === '') ? null : error;

  // After a refused submit, the first picture without a description takes focus.
  useEffect(() => {
    if (focusMissing > 0) missingAltRef.current?.focus();
  }, [focusMissing]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (tooShort || sending || draft.uploading) return;
    // An edit sends the whole list (an empty one removes every picture); a new answer, only its pictures.
    const attached = withMedia ? draft.attached() : [];
    const media = target.kind === 'edit' && withMedia ? attached : attached.length > 0 ? attached : undefined;
    if (media?.some((picture) => picture.alt === '')) {
      setMissingAlt(true);
      setError('ALT_REQUIRED');
      setFocusMissing((n) => n + 1);
      return;
    }
    setSending(true);
    setError(null);
    try {
      // An edit always sends the warning (empty removes it); a new answer only one it has.
      const content_warning = target.kind === 'edit' || warning.trim() !== '' ? warning.trim() : undefined;
      await send.mutateAsync({
        kind: target.kind,
        question_id: target.id,
        answer: text,
        ...(media ? { media } : {}),
        ...(content_warning === undefined ? {} : { content_warning }),
      });
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
      returnFocus={returnFocus}
      wide
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        {...(withMedia ? dropTarget(draft, () => setError('TOO_MANY_MEDIA')) : {})}
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
        <TextField
          label={t('answer.warningLabel')}
          hint={t('answer.warningHint')}
          value={warning}
          maxLength={LIMITS.contentWarningMax}
          autoComplete="off"
          onChange={(event) => {
            setWarning(event.target.value);
            setError(null);
          }}
        />
        {withMedia ? (
          <AnswerMediaField
            draft={draft}
            showMissingAlt={missingAlt}
            firstMissingRef={missingAltRef}
            onTooMany={() => setError('TOO_MANY_MEDIA')}
            disabled={sending}
          />
        ) : null}
        {shownError ? (
          <p className={formStyles.error} role="alert">
            {translateErrorCode(t, shownError)}
          </p>
        ) : null}
        <div className={`${styles.actions} ${formStyles.actions}`}>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('answer.cancel')}
          </Button>
          <Button type="submit" disabled={tooShort || draft.uploading} loading={sending}>
            {t(target.kind === 'edit' ? 'answer.save' : 'answer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A picture pasted into the dialog or dropped on it joins the answer's pictures; text pastes as text. */
function dropTarget(draft: MediaDraft, onTooMany: () => void) {
  const take = (files: File[]) => {
    if (files.length > 0 && draft.add(files)) onTooMany();
  };
  return {
    onPaste: (event: ClipboardEvent<HTMLFormElement>) => {
      const files = imageFiles(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      take(files);
    },
    onDragOver: (event: DragEvent<HTMLFormElement>) => {
      if (event.dataTransfer.types.includes('Files')) event.preventDefault();
    },
    onDrop: (event: DragEvent<HTMLFormElement>) => {
      const files = imageFiles(event.dataTransfer);
      if (files.length === 0) return;
      event.preventDefault();
      take(files);
    },
  };
}
