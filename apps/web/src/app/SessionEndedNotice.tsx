import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './SessionEndedNotice.module.css';

/** The history state of the landing page reached by a forced logout (Root's session-end navigation). */
export const SESSION_ENDED_STATE = { sessionEnded: 'forced' } as const;

function endedByForce(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === 'forced';
}

/**
 * Tells a member why they are on the landing page: the server ended the session (it expired, was
 * revoked on another device, or the account was suspended) and the app logged out by itself.
 * Shown above the landing and login pages of that one history entry.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!endedByForce(state)) return null;
  return (
    <p className={styles.notice} role="status">
      {t('app.sessionEnded')}
    </p>
  );
}
