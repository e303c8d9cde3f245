import { useSyncExternalStore } from 'react';
import styles from './Snackbar.module.css';
import { type SnackQueue, snacks } from './snack-store';

/**
 * The live region stays mounted while empty, so screen readers announce each message when it
 * appears; errors are styled red but stay polite to avoid interrupting what is being read.
 */
export function Snackbar({ queue = snacks }: { queue?: SnackQueue }) {
  const snack = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {snack ? (
        <div key={snack.id} className={`${styles.snack} ${snack.kind === 'error' ? styles.error : styles.info}`}>
          <span>{snack.text}</span>
        </div>
      ) : null}
    </div>
  );
}
