import type { ErrorCode } from '@qurio/contract/errors';
import { createRef, type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { type FieldErrors, firstInvalid } from './form-errors';

export interface FieldFormConfig<F extends string> {
  /** In form order: focus goes to the first one in error. */
  fields: readonly F[];
  initial: Record<F, string>;
  /** The client's rules; shown from the first submit on, updated as the person types. */
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Server codes that belong to one field; any other code is shown above the button. */
  fieldOfCode: Partial<Record<ErrorCode, F>>;
}

export interface SubmitOptions<F extends string> {
  /** Errors the form knows of besides its rules (a name found taken while typing); the rules win. */
  extra?: FieldErrors<F>;
  /** A code the caller handles itself (an expired link); true when handled. */
  onFailure?: (code: ErrorCode) => boolean;
}

/** Later layers win, but only where they have an error: a cleared field does not hide an earlier one. */
function mergeErrors<F extends string>(fields: readonly F[], ...layers: FieldErrors<F>[]): FieldErrors<F> {
  const merged: FieldErrors<F> = {};
  for (const layer of layers) {
    for (const field of fields) if (layer[field]) merged[field] = layer[field];
  }
  return merged;
}

/**
 * The state every text form of the app shares: values, the rules' errors after the first submit,
 * the server's errors at their field until that field changes, one form-level error, the busy
 * flag, and focus on the first field in error. Network failures are reported by the API client.
 */
export function useFieldForm<F extends string>({ fields, initial, validate, fieldOfCode }: FieldFormConfig<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [refs] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );

  /** Each field's error: the rules' (after a submit) over the server's over `extra`. */
  const errors = (extra: FieldErrors<F> = {}): FieldErrors<F> =>
    mergeErrors(fields, extra, serverErrors, submitted ? validate(values) : {});

  const change = (field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const showFailure = (caught: unknown, onFailure?: (code: ErrorCode) => boolean) => {
    if (!(caught instanceof ApiError) || onFailure?.(caught.code)) return;
    const field = fieldOfCode[caught.code];
    if (field) {
      setServerErrors({ [field]: caught.code } as FieldErrors<F>);
      refs[field].current?.focus();
    } else {
      setFormError(caught.code);
    }
  };

  /** The form's submit handler: checks the rules, then runs `action` while busy, showing its failure. */
  const onSubmit =
    (action: (values: Record<F, string>) => Promise<void>, options: SubmitOptions<F> = {}) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setSubmitted(true);
      const invalid = firstInvalid(mergeErrors(fields, options.extra ?? {}, validate(values)), fields);
      if (invalid) {
        refs[invalid].current?.focus();
        return;
      }
      setBusy(true);
      try {
        await action(values);
      } catch (caught) {
        showFailure(caught, options.onFailure);
      } finally {
        setBusy(false);
      }
    };

  /** Back to the initial values, rules quiet until the next submit (after a change went through). */
  const reset = () => {
    setValues(initial);
    setSubmitted(false);
  };

  /** A field's error (from `errors()`) in words, for its `error` prop. */
  const message = (code: ErrorCode | undefined) => (code ? translateErrorCode(t, code) : null);

  const formMessage = formError ? translateErrorCode(t, formError) : null;

  return { values, refs, busy, errors, change, onSubmit, reset, message, formMessage };
}
