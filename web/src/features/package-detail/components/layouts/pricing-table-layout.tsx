import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../../lib/intl.ts';
import { usePricingTable } from '../../api/get-pricing-table.ts';
import { packageDetailMessages } from '../../messages.ts';
import { numberField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  caption: { textAlign: 'left', padding: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  headCell: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  rowHeader: { fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** 'Layout 5', Pricing table: text around a grid from the Tables screen (`GET /packages/table/{id}`). */
export function PricingTableLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
  const table = usePricingTable(numberField(fields, 'tableId'));
  const intro = textField(fields, 'intro');
  const footnote = textField(fields, 'footnote');
  return (
    <div className={layout.stack}>
      {intro ? <p className={layout.paragraph}>{intro}</p> : null}
      {table.data ? (
        // A wide table scrolls sideways on phones; the region is focusable so keyboards can scroll it.
        <div className={styles.scroller} role="region" tabIndex={0} aria-label={formatMessage(packageDetailMessages.tableScrollLabel, { name: table.data.name })}>
          <table className={styles.table}>
            <caption className={styles.caption}>{table.data.name}</caption>
            <thead>
              <tr>
                {table.data.columns.map((column) => (
                  <th key={column.key} scope="col" className={styles.headCell}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.data.rows.map((row) => (
                <tr key={row.id}>
                  {table.data!.columns.map((column, position) =>
                    position === 0 ? (
                      <th key={column.key} scope="row" className={mergeClasses(styles.cell, styles.rowHeader)}>
                        {row.cells[column.key] ?? ''}
                      </th>
                    ) : (
                      <td key={column.key} className={styles.cell}>
                        {row.cells[column.key] ?? ''}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : table.error ? (
        <p className={styles.status} role="alert">
          {packageDetailMessages.tableFailed}
          <Button size="small" onClick={() => void table.mutate()}>
            {packageDetailMessages.retry}
          </Button>
        </p>
      ) : (
        <Spinner size="small" labelPosition="after" label={packageDetailMessages.tableLoading} />
      )}
      {footnote ? <p className={layout.muted}>{footnote}</p> : null}
    </div>
  );
}
