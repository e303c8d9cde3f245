import type { BlockedAsker, ListedUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { MaskIcon } from '../../ui/icons';
import { dateFormat } from '../../ui/intl-cache';
import { showSnack } from '../../ui/snack-store';
import { useBlockMutation } from '../users/mutations';
import { useUnblockAskerMutation } from './mutations';
import styles from './SafetySettings.module.css';
import shared from './Settings.module.css';
import { useBlockedAskersFeed, useBlockedUsersFeed } from './setting-queries';

/**
 * /settings/blocked-users: the members the member blocked and, apart, the askers they blocked
 * from a question without learning who they are (issue 16), each with Unblock after a confirmation.
 */
export default function BlockedUsersSettings() {
  const { t } = useTranslation();
  return (
    <div className={styles.sections}>
      <section aria-labelledby="blocked-members-title" className={styles.section}>
        <h2 id="blocked-members-title" className={styles.sectionTitle}>
          {t('safety.blockedAskers.membersTitle')}
        </h2>
        <BlockedMembers />
      </section>
      <section aria-labelledby="blocked-askers-title" className={styles.section}>
        <h2 id="blocked-askers-title" className={styles.sectionTitle}>
          {t('safety.blockedAskers.title')}
        </h2>
        <BlockedAskers />
      </section>
    </div>
  );
}

function BlockedMembers() {
  const { t } = useTranslation();
  const feed = useBlockedUsersFeed();
  const [asking, setAsking] = useState<ListedUser | null>(null);
  const unblock = useBlockMutation();

  const confirm = async () => {
    if (!asking) return;
    try {
      await unblock.mutateAsync({ user: { id: asking.user_id, username: asking.username }, want: false });
      showSnack(t('settings.blocked.unblocked', { username: asking.username }));
    } catch (error) {
      showCallError(error);
    }
    setAsking(null);
  };

  return (
    <>
      <p className={shared.lead}>{t('settings.blocked.lead')}</p>
      <FeedList
        feed={feed}
        label={t('settings.blocked.listLabel')}
        getKey={(row: ListedUser) => row.id}
        renderItem={(row) => (
          <div className={shared.userRow}>
            <Link to={pathTo('Profile', { username: row.username })} className={shared.userLink}>
              <Avatar user={{ id: row.user_id, image: row.image }} alt="" size={44} />
              <span className={shared.userNames}>
                <span className={shared.fullname}>{row.fullname || row.username}</span>
                <span className={shared.handle}>@{row.username}</span>
              </span>
            </Link>
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={t('settings.blocked.unblockNamed', { username: row.username })}
              onClick={() => setAsking(row)}
            >
              {t('settings.blocked.unblock')}
            </Button>
          </div>
        )}
        empty={<EmptyState>{t('settings.blocked.empty')}</EmptyState>}
      />
      <Dialog
        open={asking !== null}
        title={t('settings.blocked.confirmTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        busy={unblock.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{t('settings.blocked.confirm', { username: asking?.username ?? '' })}</p>
      </Dialog>
    </>
  );
}

/**
 * "Anonymous asker · blocked on {date} · the question": whatever the asker was (member, named,
 * guest), the entry says the same, and two blocks of one asker stay two entries.
 */
function BlockedAskers() {
  const { t } = useTranslation();
  const feed = useBlockedAskersFeed();
  const [asking, setAsking] = useState<BlockedAsker | null>(null);
  const unblock = useUnblockAskerMutation();
  const language = currentLanguage();

  const confirm = async () => {
    if (!asking) return;
    try {
      await unblock.mutateAsync(asking);
      showSnack(t('safety.blockedAskers.unblocked'));
    } catch (error) {
      showCallError(error);
    }
    setAsking(null);
  };

  return (
    <>
      <p className={shared.lead}>{t('safety.blockedAskers.lead')}</p>
      <FeedList
        feed={feed}
        label={t('safety.blockedAskers.listLabel')}
        getKey={(row: BlockedAsker) => row.id}
        renderItem={(row) => (
          <div className={styles.askerRow}>
            <span className={styles.askerIcon}>
              <MaskIcon size={22} />
            </span>
            <div className={styles.askerText}>
              <p className={styles.askerLine}>
                <span className={styles.askerName}>{t('safety.blockedAskers.name')}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={row.date_added} className={styles.askerDate}>
                  {t('safety.blockedAskers.blockedOn', {
                    date: dateFormat(language, { dateStyle: 'medium' }).format(new Date(row.date_added)),
                  })}
                </time>
              </p>
              <q className={styles.askerQuestion}>{row.question}</q>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={t('safety.blockedAskers.unblockNamed', { question: row.question })}
              onClick={() => setAsking(row)}
            >
              {t('settings.blocked.unblock')}
            </Button>
          </div>
        )}
        empty={<EmptyState>{t('safety.blockedAskers.empty')}</EmptyState>}
      />
      <Dialog
        open={asking !== null}
        title={t('safety.blockedAskers.confirmTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        busy={unblock.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{t('safety.blockedAskers.confirm')}</p>
      </Dialog>
    </>
  );
}
