import { Children, type ReactNode } from 'react';
import styles from './package-card-grid.module.css';

/** Props of {@link PackageCardGrid}. */
export interface PackageCardGridProps {
  children: ReactNode;
  className?: string;
  /** Accessible name of the list, when the section heading does not name it. */
  label?: string;
  /** A grid of loading placeholders: not a list, and hidden from assistive technology. */
  placeholder?: boolean;
}

/**
 * A responsive grid of package cards (one column on phones, up to three or four on wide screens), as a
 * list so assistive technology announces how many deals it holds.
 */
export function PackageCardGrid({ children, className, label, placeholder = false }: PackageCardGridProps) {
  const gridClassName = [styles.grid, className].filter(Boolean).join(' ');
  if (placeholder) {
    return (
      <div className={gridClassName} aria-hidden="true">
        {children}
      </div>
    );
  }
  return (
    <ul className={gridClassName} aria-label={label}>
      {Children.map(children, (child) => (child === null || child === undefined || child === false ? null : <li className={styles.item}>{child}</li>))}
    </ul>
  );
}
