import type { ReactNode } from 'react';
import styles from './Layouts.module.css';

/**
 * Sidebar cards repeated in the page for screens where the member layout hides its right sidebar
 * (below 68rem), so a phone still offers what the sidebar holds.
 */
export function NarrowOnly({ children }: { children: ReactNode }) {
  return <div className={styles.narrowOnly}>{children}</div>;
}
