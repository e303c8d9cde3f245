import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import styles from './WelcomePage.module.css';

export interface StepNavProps {
  onBack?: () => void;
  onSkip?: () => void;
  /** Without it the main button submits the step's form. */
  onNext?: () => void;
  nextLabel: string;
  busy?: boolean;
}

/** Back on the left; Skip and Next (or the last step's "Go to Qurio") on the right. */
export function StepNav({ onBack, onSkip, onNext, nextLabel, busy = false }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.nav}>
      {onBack ? (
        <Button variant="ghost" icon={<ArrowLeftIcon size={18} />} onClick={onBack} disabled={busy}>
          {t('welcome.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className={styles.navEnd}>
        {onSkip ? (
          <Button variant="secondary" onClick={onSkip} disabled={busy}>
            {t('welcome.skip')}
          </Button>
        ) : null}
        <Button type={onNext ? 'button' : 'submit'} onClick={onNext} loading={busy}>
          {nextLabel}
        </Button>
      </div>
    </div>
  );
}
