import { Children, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    // As many 260 px columns as fit, at most three (a wider column than a third of the row is the floor).
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(260px, (100% - 2 * ${tokens.spacingHorizontalXL}) / 3)), 1fr))`,
    gap: tokens.spacingHorizontalXL,
  },
  item: { display: 'flex', '& > *': { flexGrow: 1 } },
});

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
  const styles = useStyles();
  if (placeholder) {
    return (
      <div className={mergeClasses(styles.grid, className)} aria-hidden="true">
        {children}
      </div>
    );
  }
  return (
    <ul className={mergeClasses(styles.grid, className)} aria-label={label}>
      {Children.map(children, (child) => (child === null || child === undefined || child === false ? null : <li className={styles.item}>{child}</li>))}
    </ul>
  );
}
