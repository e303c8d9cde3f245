import { signupRules } from '@qurio/contract/routes';
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { callApi } from '../../api/client';
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
