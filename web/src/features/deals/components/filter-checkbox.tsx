import { useEffect, useRef } from 'react';
import styles from './filter-checkbox.module.css';

/** Props of {@link FilterCheckbox}. */
export interface FilterCheckboxProps {
  label: string;
  /** `mixed`: some of the places inside are chosen (shown as a native indeterminate box). */
  checked: boolean | 'mixed';
  onChange: () => void;
  className?: string;
}

/** A labelled native checkbox of the deals filter, in the look of Fluent UI's Checkbox. */
export function FilterCheckbox({ label, checked, onChange, className }: FilterCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = checked === 'mixed';
  useEffect(() => {
    // `indeterminate` exists only as a DOM property; it also tells assistive technology "mixed".
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={[styles.root, checked ? styles.chosen : undefined, className].filter(Boolean).join(' ')}>
      <input ref={input} className={styles.input} type="checkbox" checked={checked === true} onChange={onChange} />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
