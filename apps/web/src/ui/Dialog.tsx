import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Button } from './Button';
import styles from './Dialog.module.css';
import { Modal } from './Modal';

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  variant?: 'primary' | 'danger';
}

/**
 * A modal confirmation (SPEC §2 "Dialogs"): Enter confirms, Escape cancels, Tab stays inside,
 * and focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  variant = 'primary',
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    // Enter on the cancel button keeps its own meaning; anywhere else it confirms.
    if (event.target === cancelRef.current) return;
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <Modal
      open={open}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      onDismiss={onCancel}
      busy={busy}
      initialFocus={confirmRef}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button ref={confirmRef} variant={variant} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
