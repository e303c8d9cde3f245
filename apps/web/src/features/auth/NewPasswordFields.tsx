import type { ErrorCode } from '@qurio/contract/errors';
import type { RefObject } from 'react';
import { TextField } from '../../ui/TextField';

type PasswordField = 'password' | 'password_repeat';

export interface NewPasswordFieldsProps {
  /** The part of a `useFieldForm` these two fields use; the form may have more fields. */
  form: {
    values: Record<PasswordField, string>;
    refs: Record<PasswordField, RefObject<HTMLInputElement | null>>;
    change: (field: PasswordField, value: string) => void;
    message: (code: ErrorCode | undefined) => string | null;
  };
  errors: Partial<Record<PasswordField, ErrorCode>>;
  /** Translated: sign-up, the password settings and the reset each word these their own way. */
  label: string;
  repeatLabel: string;
  hint: string;
}

/** A new password and the same again, masked, with the length rule as the hint. */
export function NewPasswordFields({ form, errors, label, repeatLabel, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        ref={form.refs.password}
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        value={form.values.password}
        error={form.message(errors.password)}
        onChange={(event) => form.change('password', event.target.value)}
      />
      <TextField
        ref={form.refs.password_repeat}
        label={repeatLabel}
        name="password_repeat"
        type="password"
        autoComplete="new-password"
        value={form.values.password_repeat}
        error={form.message(errors.password_repeat)}
        onChange={(event) => form.change('password_repeat', event.target.value)}
      />
    </>
  );
}
