import type { PublicUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { useBlockToggle } from './mutations';

/** 'Unblock?' on a profile the member blocked (ProfileNotice), loaded when it opens. */
export default function UnblockDialog({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { toggle: toggleBlock, busy } = useBlockToggle();
  const unblock = async () => {
    await toggleBlock(user);
    onClose();
  };
  return (
    <Dialog
      open
      title={t('profile.unblockTitle')}
      confirmLabel={t('dialog.yes')}
      cancelLabel={t('dialog.no')}
      busy={busy}
      onConfirm={() => void unblock()}
      onCancel={onClose}
    >
      <p>{t('profile.unblockConfirm')}</p>
    </Dialog>
  );
}
