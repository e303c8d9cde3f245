import type { ListedUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FeedList } from '../../ui/feed/FeedList';
import { showSnack } from '../../ui/snack-store';
import { useBlockMutation } from '../users/mutations';
import shared from './Settings.module.css';
import { useBlockedUsersFeed } from './setting-queries';

/** /settings/blocked-users: everyone the member blocked, with Unblock after a confirmation. */
export default function BlockedUsersSettings() {
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
        empty={<p className={shared.empty}>{t('settings.blocked.empty')}</p>}
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
