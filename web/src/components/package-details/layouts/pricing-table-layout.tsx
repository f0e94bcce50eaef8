import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { usePricingTable } from '../../../lib/get-pricing-table.ts';
import { packageDetailMessages } from '../package-detail-messages.ts';
import { numberField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './pricing-table-layout.module.css';

/** 'Layout 5', Pricing table: text around a grid from the Tables screen (`GET /packages/table/{id}`). */
export function PricingTableLayout({ fields }: LayoutProps) {
  const table = usePricingTable(numberField(fields, 'tableId'));
  const intro = textField(fields, 'intro');
  const footnote = textField(fields, 'footnote');
  return (
    <div className={layout.stack}>
      {intro ? <p className={layout.paragraph}>{intro}</p> : null}
      {table.data ? (
        // A wide table scrolls sideways on phones; the region is focusable so keyboards can scroll it.
        <div
          className={styles.scroller}
          role="region"
          tabIndex={0}
          aria-label={formatMessage(packageDetailMessages.tableScrollLabel, { name: table.data.name })}
        >
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
                      <th key={column.key} scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
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
