import type { ErrorBody } from '@qurio/contract/errors';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../ui/intl-cache';
import extras from './AuthExtras.module.css';
import styles from './AuthPage.module.css';

/**
 * Why a suspended member cannot log in, and until when (issue 16): the moderator's reason and the
 * end date in the member's language, or that it lasts until a moderator lifts it.
 */
export function SuspensionNotice({ suspension }: { suspension: NonNullable<ErrorBody['suspension']> }) {
  const { t, i18n } = useTranslation();
  const until = suspension.until ? new Date(suspension.until) : null;
  const date =
    until && !Number.isNaN(until.getTime())
      ? dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(until)
      : null;
  return (
    <div className={`${styles.formError} ${extras.notice}`} role="alert">
      <p className={extras.noticeTitle}>{t('login.suspended.title')}</p>
      {suspension.reason ? <p>{t('login.suspended.reason', { reason: suspension.reason })}</p> : null}
      <p>{date ? t('login.suspended.until', { date }) : t('login.suspended.indefinite')}</p>
    </div>
  );
}
