import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A rule shown under the field before anything goes wrong (username pattern, password length). */
  hint?: string;
  error?: string | null;
  /** A positive note (username available); replaced by the error when there is one. */
  success?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, success, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = error ?? success ?? null;
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        className={[styles.input, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} className={error ? styles.error : styles.success}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
