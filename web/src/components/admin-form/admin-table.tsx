import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  wrap: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '& th, & td': {
      textAlign: 'left',
      verticalAlign: 'middle',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
    '& tbody tr:last-child th, & tbody tr:last-child td': { borderBottom: 'none' },
    '& tbody th': { fontWeight: tokens.fontWeightRegular },
  },
});

/**
 * An admin list as a plain table (row headers name the item, so a screen reader reads
 * "Selling river cruises, Webinar, Published"), scrolling sideways on a phone.
 */
export function AdminTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  const styles = useStyles();
  return (
    // A keyboard user can scroll a wide table: the region takes focus.
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
