import { ERRORS, type ErrorBody, type ErrorCode } from '@qurio/contract';

/**
 * The one error services throw. It carries a contract code; the HTTP status and English message
 * come from the contract, so no caller invents either.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Fields the error body carries besides status, code and message (ErrorBody's optional ones). */
  readonly extra: Partial<Pick<ErrorBody, 'suspension' | 'challenge'>>;

  constructor(
    code: ErrorCode,
    options: {
      headers?: Record<string, string>;
      retryAfterSec?: number;
      extra?: Partial<Pick<ErrorBody, 'suspension' | 'challenge'>>;
    } = {},
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.headers = { ...options.headers };
    this.extra = { ...options.extra };
    if (options.retryAfterSec !== undefined) this.headers['Retry-After'] = String(Math.max(1, options.retryAfterSec));
  }
}

interface Issue {
  message: string;
  code?: string;
  /** An invalid union: each option's own issues (zod 4's `invalid_union`). */
  errors?: ReadonlyArray<ReadonlyArray<Issue>>;
}

/**
 * Maps the first failing field of a contract schema to its code (the schemas use codes as messages).
 * When no option of a union fits (`token`: a password or a challenge), the code comes from the
 * option with the fewest issues, the last one on a tie: `{}` at login is still USERNAME_REQUIRED,
 * `{ challenge }` without a code TWO_FACTOR_CODE_REQUIRED.
 */
export function codeFromIssues(issues: ReadonlyArray<Issue>): ErrorCode {
  const first = issues[0];
  if (first?.code === 'invalid_union' && first.errors && first.errors.length > 0) {
    const closest = first.errors.reduce((best, option) => (option.length <= best.length ? option : best));
    return codeFromIssues(closest);
  }
  const message = first?.message;
  return message !== undefined && Object.hasOwn(ERRORS, message) ? (message as ErrorCode) : 'VALIDATION_FAILED';
}
