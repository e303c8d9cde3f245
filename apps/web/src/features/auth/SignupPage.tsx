import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import styles from './AuthPage.module.css';
import { SignupForm } from './SignupForm';

export default function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.pageTitle'));
  return (
    <section className={styles.card} aria-labelledby="signup-title">
      <h1 id="signup-title" className={styles.title}>
        {t('signup.title')}
      </h1>
      <p className={styles.subtitle}>{t('signup.subtitle')}</p>
      {/* Guests have no member layout: the form's write (@qurio/queries) brings its own cache. */}
      <QueryProvider>
        <SignupForm />
      </QueryProvider>
      <p className={styles.switch}>
        {t('signup.haveAccount')} <Link to={pathTo('Login')}>{t('signup.loginLink')}</Link>
      </p>
    </section>
  );
}
