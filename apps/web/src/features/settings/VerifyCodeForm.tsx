import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { CodeField, codeError } from '../password-reset/CodeField';
import { useVerifyCodeMutation } from './mutations';
import shared from './Settings.module.css';

/** The verification code from the mail; the address is the account's current one. */
export function VerifyCodeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const verify = useVerifyCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const busy = verify.isPending;
  const codeRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = codeError(code, 'VERIFICATION_CODE_WRONG');
    if (invalid) {
      setError(invalid);
      codeRef.current?.focus();
      return;
    }
    try {
      await verify.mutateAsync({ email, code });
      showSnack(t('settings.email.verified'));
    } catch (caught) {
      if (caught instanceof ApiError) {
        setError(caught.code);
        codeRef.current?.focus();
      }
    }
  };

  return (
    <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
      <CodeField
        ref={codeRef}
        label={t('settings.email.code')}
        hint={t('settings.email.codeHint', { count: LIMITS.codeTtlMs / 60_000 })}
        value={code}
        error={error ? translateErrorCode(t, error) : null}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
      />
      <div className={`${shared.actions} ${shared.actionsStart}`}>
        <Button type="submit" loading={busy}>
          {t('settings.email.verify')}
        </Button>
      </div>
    </form>
  );
}
