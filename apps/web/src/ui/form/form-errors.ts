import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * The contract's field schemas report an error code as their message, so the same rule gives the
 * same translated sentence here and in a server answer. Only the first problem of a field is kept.
 */
export function issuesToFieldErrors<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
  }
  return errors;
}

/** The first field (in form order) that has an error, for moving focus there after a failed submit. */
export function firstInvalid<F extends string>(errors: FieldErrors<F>, fields: readonly F[]): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
