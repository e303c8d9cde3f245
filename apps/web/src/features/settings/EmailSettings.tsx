import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { showSnack } from '../../ui/snack-store';
import { ChangeEmailForm } from './ChangeEmailForm';
import { type EmailState, useMyEmail, useVerifyEmailToken } from './email-queries';
import { useSendVerificationMutation } from './mutations';
import shared from './Settings.module.css';
import { VerifyCodeForm } from './VerifyCodeForm';

/**
 * /settings/email and /settings/email/verify/{token}: the address and its state, verification by
 * code (a mail on request) or by the link, and a change of address with the password.
 */
export default function EmailSettings() {
  const { t } = useTranslation();
  const { token } = useParams();
  const email = useMyEmail();

  return (
    <div className={shared.stack}>
      {token ? <TokenResult token={token} /> : null}
      {email.isPending ? (
        <PageLoader />
      ) : email.isError ? (
        <div className={shared.card} role="alert">
          <p className={shared.lead}>{t('settings.loadError')}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void email.refetch()}>
              {t('settings.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <EmailStatus state={email.data} />
          <ChangeEmailForm current={email.data.email} />
        </>
      )}
    </div>
  );
}

function TokenResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useVerifyEmailToken(token);
  if (!check || check.state === 'checking') {
    return (
      <p className={shared.lead} role="status">
        {t('settings.email.checkingLink')}
      </p>
    );
  }
  return check.state === 'verified' ? (
    <p className={shared.formSuccess} role="status">
      {t('settings.email.verified')}
    </p>
  ) : (
    <p className={shared.formError} role="alert">
      {translateErrorCode(t, check.code)}
    </p>
  );
}

function EmailStatus({ state }: { state: EmailState }) {
  const { t } = useTranslation();
  const sendMail = useSendVerificationMutation();
  const sending = sendMail.isPending;
  const [sendError, setSendError] = useState<unknown>(null);

  const send = async () => {
    setSendError(null);
    try {
      const response = await sendMail.mutateAsync();
      showSnack(t('settings.email.sent', { email: response.email }));
    } catch (error) {
      // Shown beside the button: 'active code' and 'three a day' tell the member what to do next.
      if (error instanceof ApiError) setSendError(error.code);
      else showCallError(error);
    }
  };

  return (
    <section className={shared.card} aria-labelledby="email-current">
      <h2 id="email-current" className={shared.cardTitle}>
        {t('settings.email.currentTitle')}
      </h2>
      <p className={shared.statusRow}>
        <span className={shared.address}>{state.email}</span>
        <span className={`${shared.pill} ${state.email_verified ? shared.verified : shared.unverified}`}>
          {state.email_verified ? t('settings.email.isVerified') : t('settings.email.notVerified')}
        </span>
      </p>
      {state.email_verified ? null : (
        <>
          <p className={shared.lead}>{t('settings.email.verifyLead')}</p>
          <div>
            <Button variant="secondary" loading={sending} onClick={() => void send()}>
              {t('settings.email.send')}
            </Button>
          </div>
          {sendError ? (
            <p className={shared.formError} role="alert">
              {translateErrorCode(t, sendError)}
            </p>
          ) : null}
          <VerifyCodeForm email={state.email} />
        </>
      )}
    </section>
  );
}
