import { useTranslation } from 'react-i18next';
import { SuggestionRows } from '../discovery/Suggestions';
import { StepHeader, type StepProps } from './ProfileStep';
import { StepNav } from './StepNav';
import styles from './WelcomePage.module.css';

/** Step 2: the sidebar's follow suggestions, with the same follow button. */
export function FollowStep({ headingId, onNext, onBack }: StepProps) {
  const { t } = useTranslation();
  return (
    <div>
      <StepHeader headingId={headingId} title={t('welcome.follow.title')} text={t('welcome.follow.text')} />
      <div className={styles.suggestions}>
        <SuggestionRows />
      </div>
      <StepNav onBack={onBack} onSkip={onNext} onNext={onNext} nextLabel={t('welcome.next')} />
    </div>
  );
}
