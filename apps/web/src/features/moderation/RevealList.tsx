import type { ModRevealEntry } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { formatFull } from '../../ui/RelativeTime';
import styles from './Moderation.module.css';
import { isForbidden, ModerationNotFound } from './NotFound';
import { useModReveals } from './queries';

/**
 * Who revealed the sender of which question, when and why (issue 29): every reveal for an admin,
 * their own for a moderator. The list never says whom a reveal showed.
 */
export function RevealList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const feed = useModReveals(true);
  if (feed.status === 'error' && isForbidden(feed.error)) return <ModerationNotFound />;
  return (
    <div className={styles.auditWrap}>
      <p className={styles.meta}>{isAdmin ? t('moderation.reveals.introAll') : t('moderation.reveals.introOwn')}</p>
      <div className={styles.revealList}>
        <FeedList
          feed={feed}
          label={t('moderation.tabs.reveals')}
          getKey={(entry: ModRevealEntry) => entry.id}
          empty={<EmptyState>{t('moderation.reveals.empty')}</EmptyState>}
          renderItem={(entry: ModRevealEntry) => (
            <div className={styles.auditEntry}>
              <p className={styles.auditLine}>
                <strong>{t('moderation.reveals.line', { moderator: entry.moderator, id: entry.question_id })}</strong>
              </p>
              <p className={styles.auditReason}>
                {entry.question === null ? t('moderation.reveals.gone') : `“${entry.question}”`}
              </p>
              <p className={styles.auditReason}>{entry.reason}</p>
              <time className={styles.date} dateTime={entry.date_added}>
                {formatFull(entry.date_added, i18n.language)}
              </time>
            </div>
          )}
        />
      </div>
    </div>
  );
}
