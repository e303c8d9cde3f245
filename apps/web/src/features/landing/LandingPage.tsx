import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { LinkButton } from '../../ui/Button';
import { HeartIcon, MaskIcon } from '../../ui/icons';
import { MegaphoneIcon, UsersIcon } from '../../ui/screen-icons';
import styles from './LandingPage.module.css';
import type { LandingAnswer } from './landing-answers';

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
        <LandingAnswers />
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

/**
 * A few real answers from Explore (issue 34), in place of an example: the route's data, rendered
 * by the server with the page. Each links to its answer's page. Nothing when the site has none.
 */
function LandingAnswers() {
  const { t } = useTranslation();
  const answers = (useLoaderData() as LandingAnswer[] | null) ?? [];
  if (answers.length === 0) return null;
  return (
    <figure className={styles.showcase}>
      <figcaption className={styles.showcaseTitle}>
        <span>{t('landing.answersTitle')}</span>
        <span className="visually-hidden">{t('landing.answersCaption')}</span>
      </figcaption>
      <ul className={styles.answerList}>
        {answers.map((item) => (
          <li key={item.id}>
            <article className={styles.sample}>
              {item.anonymous ? (
                <p className={styles.asker}>
                  <span className={styles.anonymous} aria-hidden="true">
                    <MaskIcon size={16} />
                  </span>
                  <span className={styles.askerName}>{t('landing.askedAnonymously')}</span>
                </p>
              ) : null}
              <h3 className={styles.question}>
                <Link
                  className={styles.answerLink}
                  to={pathTo('ProfilePost', { username: item.user.username, question_id: item.id })}
                >
                  {item.question}
                </Link>
              </h3>
              <div className={styles.answer}>
                <Avatar user={item.user} alt="" size={36} />
                <div className={styles.answerBody}>
                  <p className={styles.answerer}>
                    <strong>{item.user.fullname}</strong> <span>@{item.user.username}</span>
                  </p>
                  <p className={styles.answerText}>{item.answer}</p>
                </div>
              </div>
              {item.like_count > 0 ? (
                <p className={styles.likes}>
                  <HeartIcon size={16} />
                  {t('landing.likes', { count: item.like_count })}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <Link className={styles.more} to={pathTo('Explore')}>
        {t('landing.answersMore')}
      </Link>
    </figure>
  );
}
