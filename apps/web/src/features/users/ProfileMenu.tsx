import type { PublicUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../lib/session-store';
import { BlockIcon, FlagIcon, MoreIcon, ShareIcon } from '../../ui/action-icons';
import { Dialog } from '../../ui/Dialog';
import { Menu, type MenuItem } from '../../ui/Menu';
import { signInFirst } from '../auth/sign-in-first';
import { ReportDialog } from '../questions/ReportDialog';
import { ShareDialog } from '../share/ShareDialog';
import { profileShareTarget } from '../share/targets';
import { useBlockToggle, useReportUser } from './mutations';

/** SPEC §2 "Action menu": one's own profile offers Share only; another's Report, Block and Share. */
export function ProfileMenu({ user, own }: { user: PublicUser; own: boolean }) {
  const { t } = useTranslation();
  const { toggle: toggleBlock, busy } = useBlockToggle();
  const reportUser = useReportUser();
  const [sharing, setSharing] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);

  const share: MenuItem = {
    label: t('profile.share'),
    icon: <ShareIcon size={18} />,
    onSelect: () => setSharing(true),
  };
  const items: MenuItem[] = own
    ? [share]
    : [
        {
          label: t('profile.report'),
          icon: <FlagIcon size={18} />,
          // Guests learn at once that reporting needs an account, before choosing a reason.
          onSelect: () => (getSession() ? setReporting(true) : signInFirst()),
        },
        {
          label: t('profile.block'),
          icon: <BlockIcon size={18} />,
          danger: true,
          // Guests learn at once that blocking needs an account, not after confirming.
          onSelect: () => (getSession() ? setConfirmBlock(true) : signInFirst()),
        },
        share,
      ];

  const block = async () => {
    await toggleBlock(user);
    setConfirmBlock(false);
  };

  return (
    <>
      <Menu label={t('profile.actions')} icon={<MoreIcon />} items={items} />
      <ShareDialog target={profileShareTarget(t, user.username)} open={sharing} onClose={() => setSharing(false)} />
      <Dialog
        open={confirmBlock}
        title={t('profile.blockTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={busy}
        onConfirm={() => void block()}
        onCancel={() => setConfirmBlock(false)}
      >
        <p>{t('profile.blockConfirm')}</p>
      </Dialog>
      <ReportDialog
        open={reporting}
        title={t('safety.report.titleUser')}
        sentMessage={t('profile.reported')}
        onSend={(reason) => reportUser.mutateAsync({ user, reason })}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
