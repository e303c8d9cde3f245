import styles from './LinkBox.module.css';

interface LinkBoxProps {
  /** The address shown, without its scheme. */
  url: string;
  /** Read before the address by screen readers ("Your link:"); none when a heading already says it. */
  label?: string;
  /** Its margins (it sets none, so no order of style sheets can undo them) and alignment. */
  className?: string;
}

/** An address to copy or share, in one line of monospace cut with an ellipsis. */
export function LinkBox({ url, label, className }: LinkBoxProps) {
  return (
    <p className={className ? `${styles.link} ${className}` : styles.link}>
      {label ? <span className="visually-hidden">{label} </span> : null}
      {url.replace(/^https?:\/\//, '')}
    </p>
  );
}
