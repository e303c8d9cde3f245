import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/useSession';
import { CheckIcon } from '../../ui/screen-icons';
import { FollowStep } from './FollowStep';
import { ProfileStep } from './ProfileStep';
import { ShareStep } from './ShareStep';
import { readStep, WELCOME_STEPS } from './steps';
import styles from './WelcomePage.module.css';

/**
 * `/welcome` (issue 17): where sign-up leads. Three steps, each skippable: a picture and a bio,
 * people to follow, the profile link to share. The step is in the URL (`?step=2`), so a reload
 * or the browser's Back keeps the place. Nothing ever sends a member here again: whoever leaves
 * it (Skip the welcome, Go to Qurio, any link) is done with it.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('welcome.pageTitle'));
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = readStep(params.get('step'));
  const headingId = useId();
  useFocusHeadingOnStep(step, headingId);
  if (!session) return null;

  const goTo = (next: number) => setParams({ step: String(next) });
  const finish = () => void navigate(pathTo('Home'));
  const props = { headingId, onBack: () => goTo(step - 1) };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <p className={styles.greeting}>{t('welcome.intro')}</p>
        <Link to={pathTo('Home')} className={styles.skipAll}>
          {t('welcome.skipAll')}
        </Link>
      </div>
      <StepIndicator step={step} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <p className={styles.stepCount}>{t('welcome.stepCount', { step, total: WELCOME_STEPS.length })}</p>
        {step === 1 ? <ProfileStep headingId={headingId} onNext={() => goTo(2)} /> : null}
        {step === 2 ? <FollowStep {...props} onNext={() => goTo(3)} /> : null}
        {step === 3 ? <ShareStep {...props} onNext={finish} /> : null}
      </section>
    </div>
  );
}

/** The three steps by name, the current one marked (`aria-current="step"`), the done ones ticked. */
function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('welcome.progress')}>
      {WELCOME_STEPS.map((name, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'next';
        return (
          <li
            key={name}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={14} /> : number}
            </span>
            <span className={styles.stepName}>{t(`welcome.steps.${name}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** A new step is a new page for a screen reader: its heading takes the focus (not on arrival). */
function useFocusHeadingOnStep(step: number, headingId: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.getElementById(headingId)?.focus({ preventScroll: false });
  }, [step, headingId]);
}
