import type { ModAuditEntry } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/PageLoader';
import { formatFull } from '../../ui/RelativeTime';
import styles from './Moderation.module.css';
import { isForbidden, ModerationNotFound } from './NotFound';
import { useModAudit } from './queries';

const KNOWN_ACTIONS = new Set([
  'dismiss',
  'remove',
  'suspend',
  'unsuspend',
  'verify',
  'unverify',
  'ban_asker',
  'reveal_sender',
  'remove_media',
]);

/** The append-only audit log, newest first: who did what to which target, when and why (admins). */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const audit = useModAudit(true);
  if (audit.isPending) return <PageLoader />;
  if (audit.isError) {
    if (isForbidden(audit.error)) return <ModerationNotFound />;
    return (
      <EmptyState
        action={
          <Button variant="secondary" onClick={() => void audit.refetch()}>
            {t('moderation.retry')}
          </Button>
        }
      >
        {t('moderation.loadError')}
      </EmptyState>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <EmptyState>{t('moderation.audit.empty')}</EmptyState>;
  const label = (entry: ModAuditEntry) =>
    KNOWN_ACTIONS.has(entry.action) ? t(`moderation.audit.actions.${entry.action as 'dismiss'}`) : entry.action;
  return (
    <div className={styles.auditWrap}>
      <ul className={styles.auditList} aria-label={t('moderation.tabs.audit')}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.auditEntry}>
            <p className={styles.auditLine}>
              <strong>@{entry.moderator}</strong> · {label(entry)} ·{' '}
              {t(`moderation.audit.targets.${entry.target_type}`, { id: entry.target_id })}
            </p>
            <p className={styles.auditReason}>{entry.reason}</p>
            <time className={styles.date} dateTime={entry.date_added}>
              {formatFull(entry.date_added, i18n.language)}
            </time>
          </li>
        ))}
      </ul>
      {audit.hasNextPage ? (
        <Button variant="secondary" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          {t('moderation.audit.more')}
        </Button>
      ) : null}
    </div>
  );
}
