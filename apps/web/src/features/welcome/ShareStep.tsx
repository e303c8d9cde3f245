import { profileCardPath } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { useNightMode } from '../../app/useNightMode';
import { useSession } from '../../lib/useSession';
import { MaskIcon } from '../../ui/icons';
import { ProfileLinkActions } from '../share/ProfileLinkActions';
import { StepHeader, type StepProps } from './ProfileStep';
import { StepNav } from './StepNav';
import styles from './WelcomePage.module.css';

/**
 * Step 3: the profile link to copy or share, the story card of the profile (drawn by the server,
 * shown here as it will be shared), and how anonymity works for the people who ask.
 */
export function ShareStep({ headingId, onNext, onBack }: StepProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [night] = useNightMode();
  if (!session) return null;
  // Cards are kept five minutes by the browser: a picture changed a step ago must not show the old one.
  const version = encodeURIComponent(`${session.image ?? ''} ${session.fullname}`);
  return (
    <div>
      <StepHeader headingId={headingId} title={t('welcome.share.title')} text={t('welcome.share.text')} />
      <div className={styles.share}>
        <div className={styles.shareMain}>
          <ProfileLinkActions username={session.username} picture />
          <aside className={styles.note} aria-labelledby={`${headingId}-anonymity`}>
            <span className={styles.noteIcon} aria-hidden="true">
              <MaskIcon size={20} />
            </span>
            <div>
              <h2 id={`${headingId}-anonymity`} className={styles.noteTitle}>
                {t('welcome.share.anonymityTitle')}
              </h2>
              <p className={styles.noteText}>{t('welcome.share.anonymityText')}</p>
            </div>
          </aside>
        </div>
        <img
          className={styles.card}
          src={`${profileCardPath(session.username, night)}&v=${version}`}
          alt={t('welcome.share.cardAlt')}
          width={1080}
          height={1920}
        />
      </div>
      <StepNav onBack={onBack} onNext={onNext} nextLabel={t('welcome.finish')} />
    </div>
  );
}
