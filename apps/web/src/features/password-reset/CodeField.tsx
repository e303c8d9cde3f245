import type { ErrorCode } from '@qurio/contract/errors';
import type { Ref } from 'react';
import { TextField } from '../../ui/TextField';
import styles from './PasswordReset.module.css';

/** Security and verification codes are six digits (issue 5). */
export const CODE_LENGTH = 6;
const CODE_PATTERN = /^\d{6}$/;

/** Empty, or not six digits: the first is a missing code, the second a wrong one (no try used). */
export function codeError(code: string, wrong: ErrorCode): ErrorCode | null {
  if (!code) return 'CODE_REQUIRED';
  return CODE_PATTERN.test(code) ? null : wrong;
}

export interface CodeFieldProps {
  label: string;
  hint?: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The six-digit code from a mail: numeric keyboard on phones, the platform's one-time-code
 * autofill, and spaces or dashes from a pasted code dropped (so no maxLength: it would cut the
 * paste before the clean-up).
 */
export function CodeField({ label, hint, value, error, onChange, ref }: CodeFieldProps) {
  return (
    <TextField
      ref={ref}
      className={styles.code}
      label={label}
      hint={hint}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
    />
  );
}
