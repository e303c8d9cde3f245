import type { ErrorCode } from '@qurio/contract/errors';
import { resetLinkQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { translateErrorCode } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { useWriteMutation } from '../../lib/write-mutation';
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
  // Guests have no member layout: the link's check and the write bring their own cache.
  return (
    <QueryProvider>
      <ResetPasswordToken />
    </QueryProvider>
  );
}

/** The link's state from its check, unless the new password's answer found it unusable since. */
function linkState(check: { isPending: boolean; error: unknown }, refused: ErrorCode | null): LinkState {
  if (refused) return { state: 'invalid', code: refused };
  if (check.isPending) return { state: 'checking' };
  // Network failures show their own notice; the form stays usable for a second try.
  return check.error instanceof ApiError ? { state: 'invalid', code: check.error.code } : { state: 'valid' };
}

function ResetPasswordToken() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const check = useQuery(resetLinkQueryOptions({ call: callApi }, token));
  const [refused, setRefused] = useState<ErrorCode | null>(null);
  const link = linkState(check, refused);
  const reset = useWriteMutation(writes.resetWithLink);
  usePageTitle(t('passwordReset.pageTitle'));

  const finish = async (password: string, repeat: string) => {
    await reset.mutateAsync({ token, password, password_repeat: repeat });
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
              setRefused(code);
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
