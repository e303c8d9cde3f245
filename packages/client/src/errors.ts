import { type ErrorBody, type ErrorCode, isErrorCode } from '@qurio/contract/errors';

/** A response from the API with a non-2xx status and its `{ status: false, message, code }` body. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** ACCOUNT_SUSPENDED at login: the reason and the end date the body carries. */
  readonly suspension: ErrorBody['suspension'];
  /** TWO_FACTOR_REQUIRED at login: what the second `token` call sends back with the code. */
  readonly challenge: ErrorBody['challenge'];

  constructor(
    code: ErrorCode,
    message: string,
    httpStatus: number,
    suspension?: ErrorBody['suspension'],
    challenge?: ErrorBody['challenge'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.suspension = suspension;
    this.challenge = challenge;
  }

  /** Builds the error from whatever body arrived; an unknown or missing code becomes INTERNAL. */
  static fromBody(body: unknown, httpStatus: number): ApiError {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const code = isErrorCode(record.code) ? record.code : 'INTERNAL';
    const message = typeof record.message === 'string' ? record.message : `HTTP ${httpStatus}`;
    const challenge = typeof record.challenge === 'string' ? record.challenge : undefined;
    return new ApiError(code, message, httpStatus, suspensionIn(record.suspension), challenge);
  }
}

function suspensionIn(value: unknown): ErrorBody['suspension'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { reason, until } = value as Record<string, unknown>;
  return {
    reason: typeof reason === 'string' ? reason : null,
    until: typeof until === 'string' ? until : null,
  };
}

/** A request that got no response at all: offline, DNS, refused connection or timeout. */
export class NetworkError extends Error {
  readonly offline: boolean;
  readonly timedOut: boolean;

  constructor(options: { offline: boolean; timedOut: boolean; cause?: unknown }) {
    super(options.timedOut ? 'Request timed out' : 'Network request failed', { cause: options.cause });
    this.name = 'NetworkError';
    this.offline = options.offline;
    this.timedOut = options.timedOut;
  }
}

/** A cancelled request: a DOMException in browsers, a plain Error named so in React Native. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
