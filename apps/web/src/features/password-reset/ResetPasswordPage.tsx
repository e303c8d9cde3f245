import { emailField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { translateErrorCode } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import auth from '../auth/AuthPage.module.css';
import { CodeField, codeError } from './CodeField';
import { NewPasswordForm } from './NewPasswordForm';
import styles from './PasswordReset.module.css';
import { useSendResetCode } from './send-reset-code';

type Step = 'email' | 'code' | 'password';
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, password: 3 };

/**
 * /reset-password (SPEC §2 "Forgotten-password flow"): the address, then the six-digit code from
 * the mail, then a new password, then back to /login. The answer to the first step never tells
 * whether the address has an account.
 */
export default function ResetPasswordPage() {
  // Guests have no member layout: the steps' writes (@qurio/queries) bring their own cache.
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

function ResetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<ErrorCode | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const reset = useWriteMutation(writes.resetWithCode);
  usePageTitle(t('passwordReset.pageTitle'));

  // Each step replaces the card's content: move focus to its heading so it is read out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change by design.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const finish = async (password: string, repeat: string) => {
    await reset.mutateAsync({ email, code, password, password_repeat: repeat });
    showSnack(t('passwordReset.done'));
    await navigate(pathTo('Login'), { replace: true });
  };

  return (
    <section className={auth.card} aria-labelledby="reset-title">
      <p className={styles.step}>{t('passwordReset.step', { step: STEP_NUMBER[step], total: 3 })}</p>
      <h1 id="reset-title" ref={headingRef} tabIndex={-1} className={`${auth.title} ${styles.title}`}>
        {t(`passwordReset.${step}Title`)}
      </h1>
      {step === 'email' ? (
        <>
          <p className={auth.subtitle}>{t('passwordReset.emailLead')}</p>
          <EmailStep
            initial={email}
            onSent={(address, active) => {
              setEmail(address);
              setNotice(active);
              setStep('code');
            }}
          />
        </>
      ) : null}
      {step === 'code' ? (
        <CodeStep
          email={email}
          notice={notice}
          onValid={(valid) => {
            setCode(valid);
            setStep('password');
          }}
          onOtherAddress={() => setStep('email')}
        />
      ) : null}
      {step === 'password' ? (
        <>
          <p className={auth.subtitle}>{t('passwordReset.passwordLead')}</p>
          <NewPasswordForm
            onSubmit={finish}
            onFailure={(failure) => {
              // The code ran out (or its tries did) while the password was being chosen.
              if (failure !== 'SECURITY_CODE_EXPIRED' && failure !== 'SECURITY_CODE_WRONG') return false;
              setNotice(failure);
              setCode('');
              setStep('code');
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

function EmailStep({
  initial,
  onSent,
}: {
  initial: string;
  onSent: (email: string, notice: ErrorCode | null) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendResetCode = useSendResetCode();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(isErrorCode(message) ? message : 'EMAIL_INVALID');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await sendResetCode(parsed.data);
    setBusy(false);
    if (result.ok) onSent(parsed.data, result.notice);
    else if (result.code) {
      setError(result.code);
      inputRef.current?.focus();
    }
  };

  return (
    <form className={auth.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={inputRef}
        label={t('passwordReset.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={error ? translateErrorCode(t, error) : null}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('passwordReset.sendCode')}
      </Button>
    </form>
  );
}

interface CodeStepProps {
  email: string;
  /** Why the code step opened without a new mail ('active code'), or why it came back (expired). */
  notice: ErrorCode | null;
  onValid: (code: string) => void;
  onOtherAddress: () => void;
}

function CodeStep({ email, notice, onValid, onOtherAddress }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [info, setInfo] = useState<ErrorCode | null>(notice);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useWriteMutation(writes.checkResetCode);
  const sendResetCode = useSendResetCode();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = codeError(code, 'SECURITY_CODE_WRONG');
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await check.mutateAsync({ email, code });
      onValid(code);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError) {
        setError(caught.code);
        inputRef.current?.focus();
      }
    }
  };

  const resend = async () => {
    setResending(true);
    const result = await sendResetCode(email);
    setResending(false);
    setError(null);
    if (result.ok) {
      setInfo(result.notice);
      if (!result.notice) showSnack(t('passwordReset.sentAgain'));
    } else if (result.code) {
      setInfo(result.code);
    }
  };

  return (
    <>
      <p className={styles.notice} role="status">
        {t('passwordReset.sent')} <span className={styles.address}>{email}</span>
      </p>
      {info ? (
        <div className={styles.info}>
          <p className={info === 'SECURITY_CODE_ACTIVE' ? styles.infoNote : auth.formError} role="alert">
            {translateErrorCode(t, info)}
          </p>
        </div>
      ) : null}
      <form className={auth.form} noValidate onSubmit={(event) => void submit(event)}>
        <CodeField
          ref={inputRef}
          label={t('passwordReset.code')}
          hint={t('passwordReset.codeHint', { count: LIMITS.codeTtlMs / 60_000 })}
          value={code}
          error={error ? translateErrorCode(t, error) : null}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('passwordReset.checkCode')}
        </Button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onOtherAddress}>
          {t('passwordReset.otherAddress')}
        </button>
        <button type="button" className={styles.linkButton} disabled={resending} onClick={() => void resend()}>
          {t('passwordReset.sendAgain')}
        </button>
      </div>
    </>
  );
}
