import type { UserSummary } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { VerifiedIcon } from '../../ui/action-icons';
import styles from './UserName.module.css';

/** Name, verified mark and @username on one line, as every card shows a person. */
export function UserName({ user }: { user: Pick<UserSummary, 'username' | 'fullname' | 'verified'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.line}>
      <span className={styles.name}>{user.fullname || user.username}</span>
      {user.verified ? <VerifiedMark label={t('profile.verified')} /> : null}
      <span className={styles.username}>@{user.username}</span>
    </span>
  );
}

/** The verified badge as an image with a name, so it is announced next to the name. */
export function VerifiedMark({ label, size = 18 }: { label: string; size?: number }) {
  return (
    <span className={styles.verified} role="img" aria-label={label} title={label}>
      <VerifiedIcon size={size} />
    </span>
  );
}
