import type { ErrorCode } from '@qurio/contract/errors';
import { resetPasswordCheckToken, resetPasswordToken } from '@qurio/contract/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { usePageTitle } from '../../app/usePageTitle';
import { translateErrorCode } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { showSnack } from '../../ui/snack-store';
import auth from '../auth/AuthPage.module.css';
import { NewPasswordForm } from './NewPasswordForm';
import styles from './PasswordReset.module.css';

type LinkState = { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; code: ErrorCode };

/** Codes that mean the link itself is unusable (as opposed to a rejected password). */
const LINK_CODES: ReadonlySet<ErrorCode> = new Set(['TOKEN_INVALID', 'TOKEN_REQUIRED']);

/**
 * /reset-password/{token}, the link from the reset mail: the token is checked on load (without
 * using it up), then a new password sets it. An invalid or used link offers to start again.
 */
export default function ResetPasswordTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [link, setLink] = useState<LinkState>({ state: 'checking' });
  usePageTitle(t('passwordReset.pageTitle'));

  useEffect(() => {
    let live = true;
    setLink({ state: 'checking' });
    callApi(resetPasswordCheckToken, { token }).then(
      () => live && setLink({ state: 'valid' }),
      (error: unknown) => {
        // Network failures show their own notice; the form stays usable for a second try.
        if (!live) return;
        setLink(error instanceof ApiError ? { state: 'invalid', code: error.code } : { state: 'valid' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const finish = async (password: string, repeat: string) => {
    await callApi(resetPasswordToken, { token, password, password_repeat: repeat });
    showSnack(t('passwordReset.done'));
    await navigate(pathTo('Login'), { replace: true });
  };

  return (
    <section className={auth.card} aria-labelledby="reset-token-title" aria-busy={link.state === 'checking'}>
      <h1 id="reset-token-title" className={auth.title}>
        {t('passwordReset.passwordTitle')}
      </h1>
      {link.state === 'checking' ? <PageLoader compact /> : null}
      {link.state === 'invalid' ? (
        <div className={styles.invalid}>
          <p className={auth.formError} role="alert">
            {translateErrorCode(t, link.code)}
          </p>
          <p>{t('passwordReset.linkInvalid')}</p>
          <LinkButton to={pathTo('ResetPassword')} size="lg" block>
            {t('passwordReset.startAgain')}
          </LinkButton>
        </div>
      ) : null}
      {link.state === 'valid' ? (
        <>
          <p className={auth.subtitle}>{t('passwordReset.passwordLead')}</p>
          <NewPasswordForm
            onSubmit={finish}
            onFailure={(code) => {
              if (!LINK_CODES.has(code)) return false;
              setLink({ state: 'invalid', code });
              return true;
            }}
          />
        </>
      ) : null}
      <p className={auth.switch}>
        <Link to={pathTo('Login')}>{t('passwordReset.backToLogin')}</Link>
      </p>
    </section>
  );
}
