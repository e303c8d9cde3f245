import type { Question } from '@qurio/contract';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { describeError } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { showSnack } from '../../ui/snack-store';
import { ShareDialog } from '../share/ShareDialog';
import { answerShareTarget } from '../share/targets';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import { useBlockAsker, useDeleteQuestion, useReportQuestion } from './dialog-mutations';
import { focusAfter } from './focus-after';
import { LikersList } from './Likers';
import MediaViewer from './MediaViewer';
import { useMovePin, usePinToggle } from './pin-mutations';
import styles from './QuestionCard.module.css';
import { useQuestionQuery } from './queries';
import { ReportDialog } from './ReportDialog';

/** Which of a card's dialogs is open (QuestionCard). */
export type CardDialog =
  /** `reported`: the report's confirmation, offering to delete the question or block its asker (issue 34). */
  | { kind: 'share' | 'delete' | 'report' | 'reported' | 'block' | 'likers' }
  | { kind: 'answer'; target: AnswerTarget }
  /** The full-size viewer, opened at the answer's picture `index`. */
  | { kind: 'media'; index: number }
  /** The owner's Pin or Unpin, and Move among the pins (issue 33): no dialog, the write runs and closes. */
  | { kind: 'pin'; pinned: boolean }
  | { kind: 'movePin'; by: -1 | 1 };

export interface QuestionCardDialogsProps {
  question: Question;
  /** Its place among the profile's pinned answers (QuestionCard's `pin`), for Move up and down. */
  pin?: { index: number; pins: readonly Question[] } | undefined;
  held: boolean;
  dialog: CardDialog;
  /** Moves on to another of the card's dialogs (the report's confirmation, then delete or block). */
  onOpen: (dialog: CardDialog) => void;
  /** The card itself: its neighbours take focus once it has left the inbox, answered (issue 34). */
  card?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The dialogs a question card opens (share, answer or edit, delete, report, block the asker, the
 * likers, the pictures' viewer), loaded with the first one opened: a reader who only reads never downloads them.
 */
export default function QuestionCardDialogs({
  question,
  held,
  dialog,
  pin,
  onOpen,
  card,
  onClose,
}: QuestionCardDialogsProps) {
  const { t } = useTranslation();
  const deleteQuestion = useDeleteQuestion();
  const reportQuestion = useReportQuestion();
  const blockAsker = useBlockAsker();
  const [deleting, setDeleting] = useState(false);
  // Read as the dialogs open, while the card is still in its list.
  const [returnFocus] = useState(() => focusAfter(card?.current ?? null));
  // The block dialog's offer (issue 34), on by default as Tellonym does it.
  const [deleteOthers, setDeleteOthers] = useState(true);
  const answered = question.status === 'answered';
  // A prompt answer has no asker but its owner: nothing to block.
  const blockable = !answered && question.prompt_id === null;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteQuestion.mutateAsync({ question, held });
      showSnack(t('question.deleted'));
    } catch (error) {
      setDeleting(false);
      onClose();
      showCallError(error);
    }
  };

  const block = async () => {
    try {
      await blockAsker.mutateAsync({ question, held, deleteQuestions: deleteOthers });
      showSnack(t(deleteOthers ? 'safety.block.doneDeleted' : 'safety.block.done'));
    } catch (error) {
      showCallError(error);
    }
    onClose();
  };

  return (
    <>
      {answered ? (
        <ShareDialog target={answerShareTarget(t, question)} open={dialog.kind === 'share'} onClose={onClose} />
      ) : null}
      <AnswerDialog
        target={dialog.kind === 'answer' ? dialog.target : null}
        onClose={onClose}
        returnFocus={returnFocus}
      />
      <Dialog
        open={dialog.kind === 'delete'}
        title={t('question.deleteTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={onClose}
      >
        <p>{t('question.deleteConfirm')}</p>
      </Dialog>
      <Dialog
        open={dialog.kind === 'block'}
        title={t('safety.block.title')}
        confirmLabel={t('safety.block.confirm')}
        cancelLabel={t('safety.report.cancel')}
        variant="danger"
        busy={blockAsker.isPending}
        onConfirm={() => void block()}
        onCancel={onClose}
      >
        <p>{t('safety.block.text')}</p>
        {/*
          Anonymity (issue 34): the server deletes only the asker's questions asked the same way
          and answers without a count; their going from the lists is all the member learns.
        */}
        <label className={styles.blockOption}>
          <input type="checkbox" checked={deleteOthers} onChange={(event) => setDeleteOthers(event.target.checked)} />
          <span>{t('safety.block.deleteOthers')}</span>
        </label>
      </Dialog>
      <ReportDialog
        open={dialog.kind === 'report'}
        title={t(answered ? 'safety.report.titleAnswer' : 'safety.report.titleQuestion')}
        sentMessage={t('question.reported')}
        onSend={(reason) => reportQuestion.mutateAsync({ question, reason })}
        // A question in the inbox: the confirmation offers what to do with it next (issue 34).
        onSent={answered ? undefined : () => onOpen({ kind: 'reported' })}
        onClose={onClose}
      />
      {dialog.kind === 'reported' ? (
        <ReportedDialog
          blockable={blockable}
          busy={deleting}
          onDelete={() => void remove()}
          onBlock={() => onOpen({ kind: 'block' })}
          onClose={onClose}
        />
      ) : null}
      {dialog.kind === 'likers' ? <LikersDialog question={question} onClose={onClose} /> : null}
      {dialog.kind === 'media' ? <MediaViewer media={question.media} start={dialog.index} onClose={onClose} /> : null}
      {dialog.kind === 'pin' || dialog.kind === 'movePin' ? (
        <PinAction question={question} action={dialog} pin={pin} onDone={onClose} />
      ) : null}
    </>
  );
}

/**
 * The report's confirmation for a question in the inbox (issue 34): thanks, and the next steps a
 * reported question usually needs, deleting it or blocking whoever asked (a prompt answer has no
 * asker to block). "Keep it" leaves it for the moderators to see as it is.
 */
function ReportedDialog({
  blockable,
  busy,
  onDelete,
  onBlock,
  onClose,
}: {
  blockable: boolean;
  busy: boolean;
  onDelete: () => void;
  onBlock: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open labelledBy={titleId} describedBy={textId} onDismiss={onClose} busy={busy} initialFocus={keepRef}>
      <h2 id={titleId} className={dialogStyles.title}>
        {t('safety.report.nextTitle')}
      </h2>
      <p id={textId} className={dialogStyles.body}>
        {t('safety.report.nextText')}
      </p>
      <div className={`${dialogStyles.actions} ${styles.reportedActions}`}>
        <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
          {t('safety.report.nextKeep')}
        </Button>
        {blockable ? (
          <Button variant="danger" onClick={onBlock} disabled={busy}>
            {t('safety.report.nextBlock')}
          </Button>
        ) : null}
        <Button variant="danger" onClick={onDelete} loading={busy}>
          {t('safety.report.nextDelete')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The same likers from a card in a feed: feed rows carry only the count, so the list is the one
 * the answer's page loads (`GET question`, shared cache entry), fetched when the dialog opens.
 */
function LikersDialog({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open labelledBy={titleId} onDismiss={onClose} initialFocus={closeRef}>
      <h2 id={titleId} className={dialogStyles.title}>
        {t('question.likedBy')}
      </h2>
      <LikersDialogBody question={question} />
      <div className={`${dialogStyles.actions} ${styles.likersActions}`}>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t('question.likersClose')}
        </Button>
      </div>
    </Modal>
  );
}

/** Mounted only while the dialog is open, so a closed dialog loads nothing. */
function LikersDialogBody({ question }: { question: Question }) {
  const { t } = useTranslation();
  const query = useQuestionQuery(question.user.username, question.id);
  if (query.isPending) return <PageLoader compact />;
  if (query.isError) {
    return (
      <p className={dialogStyles.body} role="alert">
        {describeError(t, query.error)}
      </p>
    );
  }
  const likers = query.data.likes ?? [];
  return likers.length > 0 ? (
    <LikersList likers={likers} />
  ) : (
    <p className={dialogStyles.body}>{t('question.likersEmpty')}</p>
  );
}

/** Runs the owner's pin write once, then closes (its outcome is a snack, or the list's new order). */
function PinAction({
  question,
  action,
  pin,
  onDone,
}: {
  question: Question;
  action: Extract<CardDialog, { kind: 'pin' | 'movePin' }>;
  pin: QuestionCardDialogsProps['pin'];
  onDone: () => void;
}) {
  const togglePin = usePinToggle();
  const movePin = useMovePin();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run =
      action.kind === 'pin'
        ? togglePin(question, action.pinned)
        : movePin(question.user.username, pin?.pins ?? [], pin?.index ?? 0, action.by);
    void run.finally(onDone);
  }, [action, question, pin, togglePin, movePin, onDone]);
  return null;
}
