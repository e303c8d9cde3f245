import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'maxLength'> {
  label: string;
  /** Keeps the label for assistive technology only, when a heading already says it on screen. */
  hideLabel?: boolean;
  value: string;
  /** The length limit, shown as a live counter "12/500". */
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with a character counter (the ask form, the answer dialog). */
export function TextArea({ label, hideLabel = false, value, maxLength, className, ref, ...rest }: TextAreaProps) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-counter`;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={id}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        aria-describedby={[rest['aria-describedby'], counterId].filter(Boolean).join(' ')}
      />
      <p id={counterId} className={styles.counter}>
        <span aria-hidden="true">
          {value.length}/{maxLength}
        </span>
        <span className="visually-hidden">{t('form.counter', { count: value.length, max: maxLength })}</span>
      </p>
    </div>
  );
}
