import { useEffect, useState } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, TableRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { usePricingTable } from '../api/get-pricing-table.ts';
import { useRefreshPricingTables } from '../api/refresh-pricing-tables.ts';
import { tablesMessages as messages } from '../messages.ts';
import { columnKeyFor } from '../table-grid-state.ts';
import { TableGridEditor } from './table-grid-editor.tsx';
import { TableNameDialog } from './table-name-dialog.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: '260px minmax(0, 1fr)' },
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalXS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    textAlign: 'left',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  editorCard: {
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const ID_QUERY = 'id';

/**
 * `tables`: the pricing tables (each a named grid) on the left, the chosen one's grid on the right
 * (`?id=` keeps the choice in the address). Create, rename, edit the grid, delete.
 */
export function TablesPage() {
  const styles = useStyles();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const tables = useApi(catalogueRoutes.listPricingTables);
  const refreshTables = useRefreshPricingTables();
  const [creating, setCreating] = useState(false);

  const requested = Number(search.get(ID_QUERY));
  const list = tables.data ?? [];
  const selectedId = list.some((table) => table.id === requested) ? requested : (list[0]?.id ?? null);
  const selected = usePricingTable(selectedId);

  // Without a valid ?id= the first table opens, written into the address so Reload keeps it.
  useEffect(() => {
    if (selectedId !== null && selectedId !== requested) setSearch({ [ID_QUERY]: String(selectedId) }, { replace: true });
  }, [requested, selectedId, setSearch]);

  return (
    <AdminScreen
      title={messages.title}
      description={messages.description}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {messages.newTable}
        </Button>
      }
    >
      {tables.error && !tables.data ? (
        <AdminLoadError error={tables.error} thing={messages.listLabel.toLowerCase()} onRetry={() => void tables.mutate()} />
      ) : !tables.data ? (
        <AdminLoading label={messages.loadingTables} />
      ) : list.length === 0 ? (
        <AdminEmpty icon={<TableRegular />} title={messages.noTables}>
          {messages.noTablesHint}
        </AdminEmpty>
      ) : (
        <div className={styles.layout}>
          <nav aria-label={messages.listLabel}>
            <ul className={styles.list}>
              {list.map((table) => (
                <li key={table.id}>
                  <button
                    type="button"
                    className={mergeClasses(styles.item, table.id === selectedId && styles.selected)}
                    aria-current={table.id === selectedId ? 'true' : undefined}
                    onClick={() => setSearch({ [ID_QUERY]: String(table.id) })}
                  >
                    <span className={styles.name}>{table.name}</span>
                    <span className={styles.meta}>{formatMessage(messages.changedOn, { date: formatDate(table.updatedAt), user: table.updatedBy })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.editorCard}>
            {selected.error && !selected.data ? (
              <AdminLoadError error={selected.error} thing={messages.tableThing} onRetry={() => void selected.mutate()} />
            ) : !selected.data || selected.data.id !== selectedId ? (
              <AdminLoading label={messages.loadingTable} />
            ) : (
              <TableGridEditor
                key={selected.data.id}
                table={selected.data}
                onReload={() => selected.mutate()}
                onDeleted={() => setSearch({}, { replace: true })}
              />
            )}
          </div>
        </div>
      )}

      {creating && (
        <TableNameDialog
          title={messages.newTableTitle}
          initialName=""
          submitLabel={messages.create}
          busyLabel={messages.creating}
          onSubmit={async (name) => {
            const keys: string[] = [];
            const columns = messages.starterColumns.map((label) => {
              const key = columnKeyFor(label, keys);
              keys.push(key);
              return { key, label };
            });
            const created = await apiFetch(catalogueRoutes.createPricingTable, { body: { name, columns, rows: [{ id: 'row-1', cells: {} }] } });
            await refreshTables(created);
            notify('success', formatMessage(messages.created, { name: created.name }));
            setSearch({ [ID_QUERY]: String(created.id) });
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </AdminScreen>
  );
}
