import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../app/layouts/Header.module.css';
import { Dialog } from '../../ui/Dialog';
import { LogoutIcon } from '../../ui/screen-icons';
import { signOut } from './auth-actions';

export function LogoutButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    // The session end listener moves the app to the landing page.
    await signOut();
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('nav.logout')}
        title={t('nav.logout')}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <LogoutIcon />
      </button>
      <Dialog
        open={asking}
        title={t('logout.title')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('logout.confirm')}</p>
      </Dialog>
    </>
  );
}
