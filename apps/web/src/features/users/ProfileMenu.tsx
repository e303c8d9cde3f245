import type { PublicUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../lib/session-store';
import { BlockIcon, FlagIcon, MoreIcon, ShareIcon } from '../../ui/action-icons';
import { Menu, type MenuItem } from '../../ui/Menu';
import { onDemand } from '../../ui/on-demand';
import { signInFirst } from '../auth/sign-in-first';
import type { ProfileDialog } from './ProfileMenuDialogs';

const ProfileMenuDialogs = onDemand(async () => (await import('./ProfileMenuDialogs')).default);

/** SPEC §2 "Action menu": one's own profile offers Share only; another's Report, Block and Share. */
export function ProfileMenu({ user, own }: { user: PublicUser; own: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);

  const share: MenuItem = {
    label: t('profile.share'),
    icon: <ShareIcon size={18} />,
    onSelect: () => setDialog('share'),
  };
  const items: MenuItem[] = own
    ? [share]
    : [
        {
          label: t('profile.report'),
          icon: <FlagIcon size={18} />,
          // Guests learn at once that reporting needs an account, before choosing a reason.
          onSelect: () => (getSession() ? setDialog('report') : signInFirst()),
        },
        {
          label: t('profile.block'),
          icon: <BlockIcon size={18} />,
          danger: true,
          // Guests learn at once that blocking needs an account, not after confirming.
          onSelect: () => (getSession() ? setDialog('block') : signInFirst()),
        },
        share,
      ];

  return (
    <>
      <Menu label={t('profile.actions')} icon={<MoreIcon />} items={items} onOpen={ProfileMenuDialogs.preload} />
      {dialog ? <ProfileMenuDialogs user={user} dialog={dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
