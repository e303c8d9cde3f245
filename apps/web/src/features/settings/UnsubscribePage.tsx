import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { translateErrorCode } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { getSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button, LinkButton } from '../../ui/Button';
import auth from '../auth/AuthPage.module.css';

/**
 * /unsubscribe/{token}, the link at the foot of every notification mail: it asks first (a link
 * opened by a mail scanner must not unsubscribe anyone), then stops the kinds of mail the link
 * was for. No sign-in needed; mail programs use the same token with RFC 8058's one-click POST.
 */
export default function UnsubscribePage() {
  // Guests reach it without the member layout, so it brings its own query cache provider.
  return (
    <QueryProvider>
      <Unsubscribe />
    </QueryProvider>
  );
}

function Unsubscribe() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  usePageTitle(t('unsubscribe.pageTitle'));
  // A member signed in here sees the new choice on the settings page (writes.unsubscribe).
  const stop = useWriteMutation(writes.unsubscribe);
  const signedIn = getSession() !== null;
  const error = stop.error instanceof ApiError ? stop.error : null;

  return (
    <section className={auth.card} aria-labelledby="unsubscribe-title" aria-live="polite">
      <h1 id="unsubscribe-title" className={auth.title}>
        {stop.isSuccess ? t('unsubscribe.doneTitle') : t('unsubscribe.title')}
      </h1>
      {stop.isSuccess ? (
        <>
          <p className={auth.subtitle} role="status">
            {t('unsubscribe.done')}
          </p>
          <p>{t('unsubscribe.doneHint')}</p>
          <LinkButton to={signedIn ? pathTo('SettingsNotification') : pathTo('Login')} size="lg" block>
            {signedIn ? t('unsubscribe.settingsLink') : t('unsubscribe.homeLink')}
          </LinkButton>
        </>
      ) : (
        <>
          <p className={auth.subtitle}>{t('unsubscribe.lead')}</p>
          {error ? (
            <>
              <p className={auth.formError} role="alert">
                {translateErrorCode(t, error.code)}
              </p>
              <p>{t('unsubscribe.invalidHint')}</p>
            </>
          ) : null}
          <Button size="lg" block disabled={stop.isPending} onClick={() => stop.mutate({ token })}>
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
    </section>
  );
}
