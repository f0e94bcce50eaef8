import { useId } from 'react';
import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, shown beside the ring and read by screen readers. */
  label?: string;
  size?: 'tiny' | 'small' | 'medium';
  labelPosition?: 'after' | 'below';
  className?: string;
}

/** A loading ring with an optional label (`role="progressbar"`, like Fluent's Spinner). */
export function Spinner({ label, size = 'medium', labelPosition = 'after', className }: SpinnerProps) {
  const labelId = useId();
  const classes = [styles.root, labelPosition === 'below' ? styles.below : undefined, size === 'medium' ? undefined : styles[size], className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role="progressbar" aria-labelledby={label ? labelId : undefined}>
      <span className={styles.ring} />
      {label && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
    </div>
  );
}
