import { passwordField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';

export interface NewPasswordErrors {
  password?: ErrorCode;
  password_repeat?: ErrorCode;
}

const newPassword = passwordField();

/**
 * SPEC §5 for a new password: required, LIMITS.passwordMin to passwordMax, and the repeat equal.
 * The length rule is the contract's own field, so the message matches the server's.
 */
export function validateNewPassword(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const result = newPassword.safeParse(password);
  if (!result.success) {
    const message = result.error.issues[0]?.message;
    errors.password = isErrorCode(message) ? message : 'PASSWORD_LENGTH';
  }
  if (!repeat) errors.password_repeat = 'PASSWORD_REPEAT_REQUIRED';
  else if (password !== repeat) errors.password_repeat = 'PASSWORDS_NOT_EQUAL';
  return errors;
}

/** Server codes that belong to one of the two fields; the rest are shown for the whole form. */
export const NEW_PASSWORD_FIELD_OF_CODE: Partial<Record<ErrorCode, keyof NewPasswordErrors>> = {
  PASSWORD_REQUIRED: 'password',
  PASSWORD_LENGTH: 'password',
  PASSWORD_SAME_AS_OLD: 'password',
  PASSWORD_REPEAT_REQUIRED: 'password_repeat',
  PASSWORDS_NOT_EQUAL: 'password_repeat',
};
