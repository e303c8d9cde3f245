import { confirmSignup as confirmSignupDef } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConsentHeader } from '../../app/layouts/ConsentHeader';
import layouts from '../../app/layouts/Layouts.module.css';
import { SiteFooter } from '../../app/layouts/SiteFooter';
import { MAIN_ID, SkipLink } from '../../app/layouts/SkipLink';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { updateSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { type FieldErrors, issuesToFieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import styles from './AuthPage.module.css';
import { CONSENT_CHECKED, ConsentFields } from './ConsentBox';

const FIELDS = ['accept_terms', 'confirm_age'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { accept_terms: '', confirm_age: '' };
const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  TERMS_REQUIRED: 'accept_terms',
  AGE_REQUIRED: 'confirm_age',
};

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const result = confirmSignupDef.input.safeParse({
    accept_terms: values.accept_terms === CONSENT_CHECKED,
    confirm_age: values.confirm_age === CONSENT_CHECKED,
  });
  return result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
}

/**
 * The confirmations a member signed up without (a client on the spec's payload) or from before
 * they existed (issue 29): shown before anything else (route-guard.ts), since the server refuses
 * every other call until they are given. The Terms and the Privacy Policy stay readable meanwhile.
 */
export default function ConsentPage() {
  const { t } = useTranslation();
  usePageTitle(t('consent.pageTitle'));
  return (
    <div className={layouts.page}>
      <SkipLink />
      <ConsentHeader />
      <main id={MAIN_ID} tabIndex={-1} className={layouts.plainMain}>
        <section className={styles.card} aria-labelledby="consent-title">
          <h1 id="consent-title" className={styles.title}>
            {t('consent.title')}
          </h1>
          <p className={styles.subtitle}>{t('consent.intro')}</p>
          <QueryProvider>
            <ConsentForm />
          </QueryProvider>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ConsentForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ fields: FIELDS, initial: EMPTY, validate, fieldOfCode: FIELD_OF_CODE });
  const errors = form.errors({});
  // The session learns that nothing is owed any more, so the guards let the member through.
  const confirm = useWriteMutation(writes.confirmConsent, {
    after: (response) => updateSession({ consent_required: response.user.consent_required }),
  });
  const submit = form.onSubmit(async () => {
    await confirm.mutateAsync({ accept_terms: true, confirm_age: true });
    await navigate(pathTo('Home'), { replace: true });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ConsentFields form={form} errors={errors} newTab />
      {form.formMessage ? (
        <p className={styles.formError} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('consent.submit')}
      </Button>
    </form>
  );
}
