import { type ReactNode, useId } from 'react';
import styles from './Switch.module.css';

interface SwitchProps {
  name: string;
  label: string;
  /** Under the label; also the switch's description for a screen reader. */
  hint: ReactNode;
  checked: boolean;
  onChange(on: boolean): void;
  disabled?: boolean;
  busy?: boolean;
  /** `status` where the hint changes to say why the switch cannot be used (web push: denied). */
  hintRole?: 'status';
  /** The row's place in its screen: a list's spacing, or a card of its own. */
  className?: string;
}

/**
 * A setting that is on or off (the settings' switches, Explore's "All languages"): a label and a
 * hint beside a native checkbox drawn as a switch, with role="switch" for keyboards and readers.
 * Named by the label alone; the hint is its description (the wrapping label would join both).
 */
export function Switch({ name, label, hint, checked, onChange, disabled, busy, hintRole, className }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label className={className ? `${styles.row} ${className}` : styles.row}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span id={hintId} className={styles.hint} role={hintRole}>
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        name={name}
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
