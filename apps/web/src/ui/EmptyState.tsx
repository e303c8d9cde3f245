import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  /** An icon (28 px) in a soft circle above the text. */
  icon?: ReactNode;
  title?: ReactNode;
  /** The explanation, in muted text. */
  children: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** More room, for a page's main list (timeline, explore, notifications). */
  large?: boolean;
}

/** What an empty list shows: one box for every feed, inbox and list. */
export function EmptyState({ icon, title, children, action, large }: EmptyStateProps) {
  return (
    <div className={large ? `${styles.box} ${styles.large}` : styles.box}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.text}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
