import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { LinkButton } from '../../ui/Button';
import { HeartIcon, InboxIcon, MaskIcon, MegaphoneIcon, UsersIcon } from '../../ui/icons';
import styles from './LandingPage.module.css';

export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <MaskIcon size={18} />
            {t('landing.eyebrow')}
          </p>
          <h1 id="landing-title" className={styles.title}>
            {t('landing.title')}
          </h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
          <div className={styles.ctas}>
            <LinkButton to={pathTo('Signup')} size="lg">
              {t('landing.ctaSignup')}
            </LinkButton>
            <LinkButton to={pathTo('Login')} size="lg" variant="secondary">
              {t('landing.ctaLogin')}
            </LinkButton>
          </div>
          <p className={styles.note}>{t('landing.note')}</p>
        </div>
        <Showcase />
      </section>

      <section className={styles.features} aria-labelledby="landing-how">
        <h2 id="landing-how" className={styles.sectionTitle}>
          {t('landing.howTitle')}
        </h2>
        <ul className={styles.featureList}>
          <li className={styles.feature}>
            <span className={`${styles.featureIcon} ${styles.violet}`}>
              <MaskIcon size={24} />
            </span>
            <h3>{t('landing.askTitle')}</h3>
            <p>{t('landing.askText')}</p>
          </li>
          <li className={styles.feature}>
            <span className={`${styles.featureIcon} ${styles.pink}`}>
              <MegaphoneIcon size={24} />
            </span>
            <h3>{t('landing.answerTitle')}</h3>
            <p>{t('landing.answerText')}</p>
          </li>
          <li className={styles.feature}>
            <span className={`${styles.featureIcon} ${styles.teal}`}>
              <UsersIcon size={24} />
            </span>
            <h3>{t('landing.followTitle')}</h3>
            <p>{t('landing.followText')}</p>
          </li>
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby="landing-closing">
        <h2 id="landing-closing" className={styles.closingTitle}>
          {t('landing.closingTitle')}
        </h2>
        <p className={styles.closingText}>{t('landing.closingText')}</p>
        <LinkButton to={pathTo('Signup')} size="lg" className={styles.closingButton}>
          {t('landing.closingCta')}
        </LinkButton>
      </section>
    </>
  );
}

/** Two example cards that show the idea at a glance: an anonymous question answered in public. */
function Showcase() {
  const { t } = useTranslation();
  return (
    <figure className={styles.showcase}>
      <figcaption className="visually-hidden">{t('landing.showcaseCaption')}</figcaption>
      <article className={`${styles.sample} ${styles.sampleMain}`}>
        <header className={styles.asker}>
          <span className={styles.anonymous} aria-hidden="true">
            <MaskIcon size={18} />
          </span>
          <span className={styles.askerName}>{t('landing.sampleAsker')}</span>
        </header>
        <p className={styles.question}>{t('landing.sampleQuestion')}</p>
        <div className={styles.answer}>
          <Avatar user={{ id: 3, image: null }} alt="" size={40} />
          <div>
            <p className={styles.answerer}>
              <strong>{t('landing.sampleName')}</strong> <span>@mira</span>
            </p>
            <p className={styles.answerText}>{t('landing.sampleAnswer')}</p>
          </div>
        </div>
        <p className={styles.likes}>
          <HeartIcon size={16} />
          {t('landing.sampleLikes', { count: 128 })}
        </p>
      </article>
      <article className={`${styles.sample} ${styles.sampleInbox}`}>
        <p className={styles.inboxLabel}>
          <InboxIcon size={16} />
          {t('landing.sampleInboxLabel')}
        </p>
        <p className={styles.inboxQuestion}>{t('landing.sampleInboxQuestion')}</p>
      </article>
    </figure>
  );
}
