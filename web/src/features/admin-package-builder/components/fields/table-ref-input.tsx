import { Dropdown, Link, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { builderMessages as messages } from '../../messages.ts';
import { useApi } from '../../../../lib/use-api.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  dropdown: { minWidth: '280px' },
});

/** A pricing table chosen among those of the Tables screen, with a link to manage them (opens a new tab). */
export function TableRefInput({ value, onChange, invalid }: { value: number | null; onChange: (value: number | null) => void; invalid?: boolean }) {
  const styles = useStyles();
  const tables = useApi(catalogueRoutes.listPricingTables);
  const list = tables.data ?? [];
  const chosen = list.find((table) => table.id === value);
  return (
    <div className={styles.root}>
      {tables.data && list.length === 0 ? (
        <Text>{messages.noTables}</Text>
      ) : (
        <Dropdown
          className={styles.dropdown}
          placeholder={messages.tablePlaceholder}
          value={chosen?.name ?? (value ? `#${value}` : '')}
          selectedOptions={value ? [String(value)] : []}
          onOptionSelect={(_, data) => onChange(data.optionValue ? Number(data.optionValue) : null)}
          aria-invalid={invalid || undefined}
        >
          {list.map((table) => (
            <Option key={table.id} value={String(table.id)}>
              {table.name}
            </Option>
          ))}
        </Dropdown>
      )}
      <Link href={ADMIN_PATHS.tables} target="_blank" rel="noopener">
        {messages.tablesLink}
      </Link>
    </div>
  );
}
