import type { ErrorCode } from '@qurio/contract/errors';
import { signupRules } from '@qurio/contract/routes';
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { pathTo } from '../../lib/paths';
import type { FieldErrors } from '../../ui/form/form-errors';
import { TaggedText } from '../../ui/TaggedText';
import extras from './AuthExtras.module.css';

// The sign-up confirmations (issue 16), as the sign-up form and the consent screen ask for them.

/** The minimum age the server asks to confirm (MIN_AGE), 13 (its default) until it has answered. */
export function useMinAge(): number {
  const [minAge, setMinAge] = useState(13);
  useEffect(() => {
    const controller = new AbortController();
    callApi(signupRules, undefined, { signal: controller.signal }).then(
      (rules) => setMinAge(rules.min_age),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return minAge;
}

/** A required checkbox with its sentence as the label and its error under it. */
export function ConsentBox({
  inputRef,
  name,
  checked,
  error,
  onChange,
  children,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div>
      <label className={extras.consent}>
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className={extras.consentError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ConsentField = 'accept_terms' | 'confirm_age';
/** A ticked box's value in a form's string values. */
export const CONSENT_CHECKED = 'yes';

/**
 * Both confirmations, the Terms and Privacy Policy and the minimum age, as the sign-up form and the
 * consent screen ask for them, bound to the form's state (ui/form/useFieldForm). `newTab`: the
 * links open beside the form (the consent screen, which nothing else may be reached from).
 */
export function ConsentFields({
  form,
  errors,
  newTab = false,
}: {
  form: {
    values: Record<ConsentField, string>;
    refs: Record<ConsentField, RefObject<HTMLInputElement | null>>;
    change: (field: ConsentField, value: string) => void;
    message: (code: ErrorCode | undefined) => string | null;
  };
  errors: FieldErrors<ConsentField>;
  newTab?: boolean;
}) {
  const { t } = useTranslation();
  const minAge = useMinAge();
  const target = newTab ? '_blank' : undefined;
  return (
    <div className={extras.consents}>
      <ConsentBox
        inputRef={form.refs.accept_terms}
        name="accept_terms"
        checked={form.values.accept_terms === CONSENT_CHECKED}
        error={form.message(errors.accept_terms)}
        onChange={(checked) => form.change('accept_terms', checked ? CONSENT_CHECKED : '')}
      >
        <TaggedText
          text={t('signup.acceptTerms')}
          components={{
            terms: <Link to={pathTo('Terms')} target={target} />,
            privacy: <Link to={pathTo('Privacy')} target={target} />,
          }}
        />
      </ConsentBox>
      <ConsentBox
        inputRef={form.refs.confirm_age}
        name="confirm_age"
        checked={form.values.confirm_age === CONSENT_CHECKED}
        error={form.message(errors.confirm_age)}
        onChange={(checked) => form.change('confirm_age', checked ? CONSENT_CHECKED : '')}
      >
        {t('signup.confirmAge', { age: minAge })}
      </ConsentBox>
    </div>
  );
}
