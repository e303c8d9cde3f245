import type { ErrorCode } from '@qurio/contract/errors';

/** The contract's rule for an app's code (two-factor.ts totpCodeField), without loading zod on this page. */
export function codeError(typed: string, recovery: boolean): ErrorCode | undefined {
  const code = typed.trim();
  if (code === '') return 'TWO_FACTOR_CODE_REQUIRED';
  if (recovery) return code.length > 32 ? 'TWO_FACTOR_CODE_WRONG' : undefined;
  return /^\d{6}$/.test(code.replace(/\s+/g, '')) ? undefined : 'TWO_FACTOR_CODE_WRONG';
}
