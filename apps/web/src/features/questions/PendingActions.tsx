import type { Question } from '@qurio/contract';
import { writes } from '@qurio/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { useWriteMutation } from '../../lib/write-mutation';
import { BlockIcon, FlagIcon, MoreIcon, TrashIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { Menu, type MenuItem } from '../../ui/Menu';
import { showSnack } from '../../ui/snack-store';
import type { CardSelection, PendingHandlers } from './QuestionCard';
import styles from './QuestionCard.module.css';

/**
 * A pending question's parts of QuestionCard (`pendingActions`, `select`): only the inbox and the
 * held view show them, so a page of answers (a guest's first profile visit) does without their code.
 */
export function pendingActions(question: Question, held = false) {
  return (handlers: PendingHandlers) => <PendingActions question={question} held={held} {...handlers} />;
}

/**
 * The inbox's select mode for QuestionCard's `select`: the checkbox before the asker, labelled by
 * the question, and the whole label toggles it.
 */
export function selectBox(selection: CardSelection) {
  return (asker: ReactNode, labelledBy: string) => (
    <label className={styles.select}>
      <input
        type="checkbox"
        checked={selection.selected}
        disabled={selection.disabled && !selection.selected}
        aria-labelledby={labelledBy}
        onChange={selection.onToggle}
      />
      {asker}
    </label>
  );
}

/**
 * Answer and Delete; Report and Block asker in the menu. A held-back question cannot be answered
 * (the server answers only pending ones), nor a flagged one (SPEC §4): for a false positive,
 * "Move to inbox" (held) or "Not offensive" (flagged) makes it an ordinary question (issue 34,
 * `moveToInbox`). The card loads its dialogs with a pending question already, so the menu need not.
 */
function PendingActions({
  question,
  held,
  onAnswer,
  onDelete,
  onReport,
  onBlock,
}: PendingHandlers & { question: Question; held: boolean }) {
  const { t } = useTranslation();
  const move = useWriteMutation(writes.moveToInbox);
  const moveToInbox = async () => {
    try {
      await move.mutateAsync({ question, held });
      showSnack(t(held ? 'safety.held.moved' : 'safety.flagged.allowed'));
    } catch (error) {
      showCallError(error);
    }
  };
  const more: MenuItem[] = [
    { label: t('question.report'), icon: <FlagIcon size={18} />, onSelect: onReport },
    // A prompt answer has no asker but its owner.
    ...(question.prompt_id === null
      ? [{ label: t('safety.block.action'), icon: <BlockIcon size={18} />, danger: true, onSelect: onBlock }]
      : []),
  ];
  return (
    <div className={styles.pendingActions}>
      {/* SPEC §4: a filtered question cannot be answered, even after it is shown. */}
      {question.filtered || held ? (
        <Button
          size="sm"
          variant="secondary"
          loading={move.isPending}
          aria-label={held ? undefined : t('safety.flagged.allowLabel')}
          onClick={() => void moveToInbox()}
        >
          {t(held ? 'safety.held.moveToInbox' : 'safety.flagged.allow')}
        </Button>
      ) : (
        <Button size="sm" onClick={onAnswer}>
          {t('question.answer')}
        </Button>
      )}
      <Button size="sm" variant="secondary" icon={<TrashIcon size={16} />} onClick={onDelete}>
        {t('question.delete')}
      </Button>
      <Menu label={t('question.more')} icon={<MoreIcon />} items={more} className={styles.pendingMenu} />
    </div>
  );
}
