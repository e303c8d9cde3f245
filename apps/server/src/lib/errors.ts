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
  readonly extra: Partial<Pick<ErrorBody, 'suspension'>>;

  constructor(
    code: ErrorCode,
    options: {
      headers?: Record<string, string>;
      retryAfterSec?: number;
      extra?: Partial<Pick<ErrorBody, 'suspension'>>;
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

/** Maps the first failing field of a contract schema to its code (the schemas use codes as messages). */
export function codeFromIssues(issues: ReadonlyArray<{ message: string }>): ErrorCode {
  const message = issues[0]?.message;
  return message !== undefined && Object.hasOwn(ERRORS, message) ? (message as ErrorCode) : 'VALIDATION_FAILED';
}
