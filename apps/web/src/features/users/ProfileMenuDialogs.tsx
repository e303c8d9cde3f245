import type { PublicUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { ReportDialog } from '../questions/ReportDialog';
import { ShareDialog } from '../share/ShareDialog';
import { profileShareTarget } from '../share/targets';
import { useBlockToggle, useReportUser } from './mutations';

export type ProfileDialog = 'share' | 'block' | 'report';

/**
 * The dialogs of a profile's action menu (ProfileMenu): loaded when one opens, so a guest who
 * only reads the profile never downloads them.
 */
export default function ProfileMenuDialogs({
  user,
  dialog,
  onClose,
}: {
  user: PublicUser;
  dialog: ProfileDialog;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { toggle: toggleBlock, busy } = useBlockToggle();
  const reportUser = useReportUser();

  const block = async () => {
    await toggleBlock(user);
    onClose();
  };

  return (
    <>
      <ShareDialog target={profileShareTarget(t, user.username)} open={dialog === 'share'} onClose={onClose} />
      <Dialog
        open={dialog === 'block'}
        title={t('profile.blockTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={busy}
        onConfirm={() => void block()}
        onCancel={onClose}
      >
        <p>{t('profile.blockConfirm')}</p>
      </Dialog>
      <ReportDialog
        open={dialog === 'report'}
        title={t('safety.report.titleUser')}
        sentMessage={t('profile.reported')}
        onSend={(reason) => reportUser.mutateAsync({ user, reason })}
        onClose={onClose}
      />
    </>
  );
}
