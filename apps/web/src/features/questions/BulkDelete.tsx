import { LIMITS } from '@qurio/contract/limits';
import { canToggle, deleteSelectedVariables, isSelectionFull, noSelection, selectionReducer } from '@qurio/queries';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { TrashIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { showSnack } from '../../ui/snack-store';
import styles from './BulkDelete.module.css';
import { type DeleteManyVariables, useDeleteQuestions } from './dialog-mutations';
import type { CardSelection } from './QuestionCard';

/** The inbox's select mode, on the rules both apps share (@qurio/queries selection.ts). */
export function useSelection() {
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  const cardSelection = (id: number): CardSelection | undefined =>
    selection.selecting
      ? {
          selected: selection.selected.has(id),
          disabled: !canToggle(selection, id),
          onToggle: () => dispatch({ type: 'toggle', id }),
        }
      : undefined;
  return {
    ...selection,
    full: isSelectionFull(selection),
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    cardSelection,
  };
}

/** Sends one bulk deletion after its confirmation; the snack says how many went. */
function useBulkDelete(onDone: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteQuestions();
  const run = async (variables: DeleteManyVariables) => {
    try {
      const { deleted } = await remove.mutateAsync(variables);
      showSnack(t('safety.inbox.deleted', { count: deleted }));
      onDone();
    } catch (error) {
      showCallError(error);
    }
  };
  return { run, busy: remove.isPending };
}

/** The bar of the select mode: how many are chosen, Delete selected (confirmed) and Cancel. */
export function SelectBar({ selection }: { selection: ReturnType<typeof useSelection> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { full, stop } = selection;
  const { run, busy } = useBulkDelete(() => {
    setConfirming(false);
    stop();
  });
  const count = selection.selected.size;
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('safety.inbox.selectLabel')}>
      <p className={styles.count} aria-live="polite">
        {t('safety.inbox.selected', { count })}
        {full ? <span className={styles.limit}>{t('safety.inbox.limit', { max: LIMITS.bulkDeleteMax })}</span> : null}
      </p>
      <div className={styles.buttons}>
        <Button size="sm" variant="secondary" onClick={stop}>
          {t('safety.report.cancel')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          icon={<TrashIcon size={16} />}
          disabled={count === 0}
          onClick={() => setConfirming(true)}
        >
          {t('safety.inbox.deleteSelected')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        title={t('safety.inbox.deleteSelectedTitle')}
        confirmLabel={t('question.delete')}
        cancelLabel={t('safety.report.cancel')}
        variant="danger"
        busy={busy}
        onConfirm={() => void run(deleteSelectedVariables(selection))}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('safety.inbox.deleteSelectedConfirm', { count })}</p>
      </Dialog>
    </div>
  );
}

/** "Delete all" of the inbox or of the held questions, after a confirmation that says what goes. */
export function DeleteAllButton({ from }: { from: DeleteManyVariables['from'] }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useBulkDelete(() => setConfirming(false));
  const texts =
    from === 'inbox'
      ? {
          label: t('safety.inbox.deleteAll'),
          title: t('safety.inbox.deleteAllTitle'),
          text: t('safety.inbox.deleteAllConfirm'),
        }
      : {
          label: t('safety.held.deleteAll'),
          title: t('safety.held.deleteAllTitle'),
          text: t('safety.held.deleteAllConfirm'),
        };
  return (
    <>
      <Button size="sm" variant="secondary" icon={<TrashIcon size={16} />} onClick={() => setConfirming(true)}>
        {texts.label}
      </Button>
      <Dialog
        open={confirming}
        title={texts.title}
        confirmLabel={t('safety.inbox.deleteAllConfirmButton')}
        cancelLabel={t('safety.report.cancel')}
        variant="danger"
        busy={busy}
        onConfirm={() => void run({ from })}
        onCancel={() => setConfirming(false)}
      >
        <p>{texts.text}</p>
      </Dialog>
    </>
  );
}
