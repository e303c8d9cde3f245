import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import styles from './AuthPage.module.css';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.pageTitle'));
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      {/* Guests have no member layout: the form's write (@qurio/queries) brings its own cache. */}
      <QueryProvider>
        <LoginForm />
      </QueryProvider>
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={pathTo('Signup')}>{t('login.signupLink')}</Link>
      </p>
    </section>
  );
}
