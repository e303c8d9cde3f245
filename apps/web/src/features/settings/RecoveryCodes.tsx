import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import shared from './Settings.module.css';
import styles from './TwoFactor.module.css';

/**
 * The recovery codes, shown once (only their hashes are kept): a list to copy or download as a text
 * file, made in the browser. "Done" leaves the page's other views.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${t('settings.twoFactor.codesFileTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSnack(t('settings.twoFactor.copied'));
    } catch {
      showSnack(t('settings.twoFactor.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'qurio-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={shared.card} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className={shared.cardTitle}>
        {t('settings.twoFactor.codesTitle')}
      </h2>
      <p className={shared.lead}>{t('settings.twoFactor.codesLead')}</p>
      <ol className={styles.codes} aria-label={t('settings.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={`${shared.actions} ${shared.actionsStart}`}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('settings.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('settings.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.twoFactor.done')}</Button>
      </div>
    </section>
  );
}
