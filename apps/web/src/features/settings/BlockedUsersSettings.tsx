import type { ListedUser } from '@qurio/contract';
import { block } from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../app/routes';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FeedList } from '../../ui/feed/FeedList';
import type { FeedData } from '../../ui/feed/useFeed';
import { showSnack } from '../../ui/snack-store';
import { userKeys } from '../users/queries';
import shared from './Settings.module.css';
import { settingsKeys, useBlockedUsersFeed } from './setting-queries';

/** /settings/blocked-users: everyone the member blocked, with Unblock after a confirmation. */
export default function BlockedUsersSettings() {
  const { t } = useTranslation();
  const feed = useBlockedUsersFeed();
  const [asking, setAsking] = useState<ListedUser | null>(null);
  const [busy, setBusy] = useState(false);
  const unblock = useUnblock();

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    await unblock(asking);
    setBusy(false);
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
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{t('settings.blocked.confirm', { username: asking?.username ?? '' })}</p>
      </Dialog>
    </>
  );
}

function useUnblock(): (row: ListedUser) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (row) => {
    try {
      const { blocked } = await callApi(block, { user_id: row.user_id });
      // `block` toggles: if the block was already lifted elsewhere, this call set it again; undo that.
      if (blocked) await callApi(block, { user_id: row.user_id });
      queryClient.setQueryData<FeedData<ListedUser>>(settingsKeys.blocked(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== row.id) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.profile(row.username) });
      showSnack(t('settings.blocked.unblocked', { username: row.username }));
    } catch (error) {
      showCallError(error);
    }
  };
}
