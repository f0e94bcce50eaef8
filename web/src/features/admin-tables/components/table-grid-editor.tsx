import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Toolbar,
  ToolbarButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  DismissRegular,
  RenameRegular,
  SaveRegular,
  TableInsertColumnRegular,
  TableInsertRowRegular,
} from '@fluentui/react-icons';
import { pricingTableGridUpdateInputSchema, type PricingTable } from '@tdp/shared/schemas/pricing-table';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useRefreshPricingTables } from '../api/refresh-pricing-tables.ts';
import { describeGridIssues, issuesFromFields, issuesOf, type GridIssue } from '../grid-issues.ts';
import { tablesMessages as messages } from '../messages.ts';
import { gridState, tableGridReducer, type EditMove, type GridDraft } from '../table-grid-state.ts';
import { TableNameDialog } from './table-name-dialog.tsx';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

/**
 * The grid's editors handle Tab and Escape themselves (move to the next cell, put the cell back); this
 * tells Fluent's focus manager, which otherwise moves focus on Tab before the editor sees the key.
 */
const EDITOR_KEYS_HANDLED_HERE = JSON.stringify({ focusable: { ignoreKeydown: { Tab: true, Escape: true } } });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  titleLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  help: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '480px', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left',
    padding: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: '140px',
  },
  headCell: { display: 'flex', alignItems: 'center' },
  td: {
    padding: 0,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'middle',
  },
  rowTools: { width: '1%', whiteSpace: 'nowrap', padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
  rowToolsInner: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  rowNumber: { minWidth: '24px', textAlign: 'right', fontSize: tokens.fontSizeBase200 },
  cellButton: {
    display: 'block',
    width: '100%',
    minHeight: '36px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    cursor: 'text',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  headButton: { fontWeight: tokens.fontWeightSemibold, cursor: 'pointer', flexGrow: 1 },
  cellInput: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: '36px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
    font: 'inherit',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { boxShadow: `inset 0 0 0 2px ${tokens.colorPaletteRedBorder2}` },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  issues: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/** What the editor last read or saved: the grid, the version a save must send, and the table's name. */
interface Saved {
  grid: GridDraft;
  version: number;
  name: string;
  updatedAt: string;
  updatedBy: string;
}

function savedFrom(table: PricingTable): Saved {
  return {
    grid: { columns: table.columns, rows: table.rows },
    version: table.version,
    name: table.name,
    updatedAt: table.updatedAt,
    updatedBy: table.updatedBy,
  };
}

/** Props of {@link TableGridEditor}. */
export interface TableGridEditorProps {
  table: PricingTable;
  /** Reads the table again from the server (after a 409, to see the other version). */
  onReload: () => Promise<PricingTable | undefined>;
  /** The table was deleted. */
  onDeleted: () => void;
}

/**
 * The grid of one pricing table, edited in place, one cell at a time: click a cell and type; Enter keeps
 * it and moves down, Tab right, Shift+Tab left, Escape puts it back. Rows and columns are added, moved and
 * removed; headings are renamed in place. Save sends the whole grid with the version read; a 409 keeps the
 * admin's grid on screen and offers to reload. The table can be renamed and deleted here too.
 */
export function TableGridEditor({ table, onReload, onDeleted }: TableGridEditorProps) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshTables = useRefreshPricingTables();
  const [saved, setSaved] = useState<Saved>(() => savedFrom(table));
  const [state, dispatch] = useReducer(tableGridReducer, saved.grid, gridState);
  const [issues, setIssues] = useState<GridIssue[]>([]);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cellRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterEdit = useRef<string | null>(null);

  const isDirty = useMemo(() => JSON.stringify(state.draft) !== JSON.stringify(saved.grid), [state.draft, saved.grid]);
  const warning = useUnsavedChangesWarning(isDirty);
  const invalidTargets = new Set(issues.map((issue) => issue.target).filter(Boolean));

  // After Escape, or Enter/Tab at the edge of the grid, the keyboard stays on the cell that was edited.
  useEffect(() => {
    if (state.editingCell || state.editingHeader !== null || !focusAfterEdit.current) return;
    cellRefs.current.get(focusAfterEdit.current)?.focus();
    focusAfterEdit.current = null;
  }, [state.editingCell, state.editingHeader]);

  function onEditorKeyDown(event: KeyboardEvent<HTMLInputElement>, target: string) {
    let move: EditMove | 'cancel' | null = null;
    if (event.key === 'Enter') move = state.editingHeader !== null ? 'stay' : 'down';
    else if (event.key === 'Tab' && state.editingCell) move = event.shiftKey ? 'left' : 'right';
    else if (event.key === 'Escape') move = 'cancel';
    if (move === null) return;
    event.preventDefault();
    // Escape must not also close a dialog around the page.
    event.stopPropagation();
    focusAfterEdit.current = target;
    dispatch(move === 'cancel' ? { type: 'cancel' } : { type: 'commit', move });
  }

  async function save() {
    dispatch({ type: 'commit', move: 'stay' });
    const grid = state.editingCell || state.editingHeader !== null ? tableGridReducer(state, { type: 'commit', move: 'stay' }).draft : state.draft;
    const parsed = pricingTableGridUpdateInputSchema.safeParse({ ...grid, version: saved.version });
    if (!parsed.success) {
      setIssues(describeGridIssues(grid, issuesOf(parsed.error)));
      return;
    }
    setIssues([]);
    setProblem(null);
    setSaving(true);
    try {
      const stored = await apiFetch(catalogueRoutes.updatePricingTableGrid, { params: { id: table.id }, body: parsed.data });
      setSaved(savedFrom(stored));
      dispatch({ type: 'load', grid: { columns: stored.columns, rows: stored.rows } });
      await refreshTables(stored);
      notify('success', formatMessage(messages.saved, { name: stored.name }));
    } catch (error) {
      const described = describeSaveProblem(error, messages.tableThing);
      if (described.kind === 'fields' && error instanceof ApiError && !('version' in error.fields)) {
        setIssues(describeGridIssues(grid, issuesFromFields(error.fields)));
      } else {
        setProblem(described.kind === 'stale' ? { ...described, title: messages.staleTitle, message: messages.staleMessage } : described);
      }
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    const fresh = await onReload();
    if (!fresh) {
      setProblem({ kind: 'gone', title: messages.tableGone, message: '' });
      return;
    }
    setSaved(savedFrom(fresh));
    dispatch({ type: 'load', grid: { columns: fresh.columns, rows: fresh.rows } });
    setProblem(null);
    setIssues([]);
  }

  const { draft } = state;
  return (
    <section className={styles.root} aria-labelledby="table-editor-title">
      <div className={styles.header}>
        <div>
          <div className={styles.titleLine}>
            <Text as="h2" id="table-editor-title" size={600} weight="semibold" className={styles.title}>
              {saved.name}
            </Text>
            {isDirty && (
              <Badge appearance="tint" color="warning">
                {messages.unsaved}
              </Badge>
            )}
          </div>
          <Text className={styles.meta}>{formatMessage(messages.changedOn, { date: formatDate(saved.updatedAt), user: saved.updatedBy })}</Text>
        </div>
        <div>
          <Button appearance="subtle" icon={<RenameRegular />} onClick={() => setRenaming(true)}>
            {messages.rename}
          </Button>
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
            {messages.delete}
          </Button>
        </div>
      </div>

      {problem && <ProblemBar problem={problem} onReload={() => void reload()} />}
      {issues.length > 0 && (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{messages.fixTitle}</MessageBarTitle>
            <ul className={styles.issues}>
              {issues.slice(0, 8).map((issue) => (
                <li key={issue.message}>{issue.message}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}

      <Toolbar aria-label={messages.toolbarLabel} className={styles.toolbar}>
        <div>
          <ToolbarButton icon={<TableInsertRowRegular />} onClick={() => dispatch({ type: 'addRow' })} disabled={draft.columns.length === 0}>
            {messages.addRow}
          </ToolbarButton>
          <ToolbarButton
            icon={<TableInsertColumnRegular />}
            onClick={() => {
              const label = formatMessage(messages.newColumnLabel, { number: draft.columns.length + 1 });
              const next = tableGridReducer(state, { type: 'addColumn', label });
              dispatch({ type: 'addColumn', label });
              dispatch({ type: 'editHeader', column: next.draft.columns.at(-1)!.key });
            }}
          >
            {messages.addColumn}
          </ToolbarButton>
        </div>
        <div>
          <ToolbarButton
            appearance="primary"
            icon={saving ? <Spinner size="tiny" appearance="inverted" /> : <SaveRegular />}
            onClick={() => void save()}
            disabled={saving || !isDirty}
          >
            {saving ? messages.saving : messages.save}
          </ToolbarButton>
        </div>
      </Toolbar>
      <Text className={styles.help}>{messages.editHelp}</Text>

      {draft.columns.length === 0 ? (
        <div className={styles.empty}>{messages.emptyGrid}</div>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={formatMessage(messages.editorLabel, { name: saved.name })}>
            <thead>
              <tr>
                <th scope="col" className={mergeClasses(styles.th, styles.rowTools)}>
                  {messages.rowTools}
                </th>
                {draft.columns.map((column, index) => {
                  const target = `header:${column.key}`;
                  const editing = state.editingHeader === column.key;
                  return (
                    <th key={column.key} scope="col" className={mergeClasses(styles.th, invalidTargets.has(target) && styles.invalid)}>
                      {editing ? (
                        <input
                          className={styles.cellInput}
                          value={state.editValue}
                          aria-label={formatMessage(messages.headingInput, { number: index + 1 })}
                          autoFocus
                          data-tabster={EDITOR_KEYS_HANDLED_HERE}
                          onFocus={(event) => event.currentTarget.select()}
                          onChange={(event) => dispatch({ type: 'type', value: event.target.value })}
                          onKeyDown={(event) => onEditorKeyDown(event, target)}
                          onBlur={() => dispatch({ type: 'leave', column: column.key })}
                          maxLength={60}
                        />
                      ) : (
                        <div className={styles.headCell}>
                          <button
                            type="button"
                            ref={(element) => void (element ? cellRefs.current.set(target, element) : cellRefs.current.delete(target))}
                            className={mergeClasses(styles.cellButton, styles.headButton)}
                            onClick={() => dispatch({ type: 'editHeader', column: column.key })}
                            aria-label={formatMessage(messages.editHeading, { label: column.label })}
                          >
                            {column.label}
                          </button>
                          <Button
                            appearance="subtle"
                            size="small"
                            icon={<DismissRegular />}
                            aria-label={formatMessage(messages.removeColumn, { label: column.label })}
                            onClick={() => dispatch({ type: 'removeColumn', column: column.key })}
                          />
                        </div>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {draft.rows.length === 0 && (
                <tr>
                  <td className={mergeClasses(styles.td, styles.empty)} colSpan={draft.columns.length + 1}>
                    {messages.noRows}
                  </td>
                </tr>
              )}
              {draft.rows.map((row, rowIndex) => {
                const number = rowIndex + 1;
                return (
                  <tr key={row.id}>
                    <td className={mergeClasses(styles.td, styles.rowTools)}>
                      <div className={styles.rowToolsInner}>
                        <span className={styles.rowNumber}>{number}</span>
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<ArrowUpRegular />}
                          aria-label={formatMessage(messages.moveRowUp, { number })}
                          disabled={rowIndex === 0}
                          onClick={() => dispatch({ type: 'moveRow', rowId: row.id, offset: -1 })}
                        />
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<ArrowDownRegular />}
                          aria-label={formatMessage(messages.moveRowDown, { number })}
                          disabled={rowIndex === draft.rows.length - 1}
                          onClick={() => dispatch({ type: 'moveRow', rowId: row.id, offset: 1 })}
                        />
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<DeleteRegular />}
                          aria-label={formatMessage(messages.removeRow, { number })}
                          onClick={() => dispatch({ type: 'removeRow', rowId: row.id })}
                        />
                      </div>
                    </td>
                    {draft.columns.map((column) => {
                      const target = `cell:${row.id}:${column.key}`;
                      const editing = state.editingCell?.rowId === row.id && state.editingCell.column === column.key;
                      const value = row.cells[column.key] ?? '';
                      return (
                        <td key={column.key} className={mergeClasses(styles.td, invalidTargets.has(target) && styles.invalid)}>
                          {editing ? (
                            <input
                              className={styles.cellInput}
                              value={state.editValue}
                              aria-label={formatMessage(messages.cellInput, { column: column.label, row: number })}
                              autoFocus
                              data-tabster={EDITOR_KEYS_HANDLED_HERE}
                              onChange={(event) => dispatch({ type: 'type', value: event.target.value })}
                              onKeyDown={(event) => onEditorKeyDown(event, target)}
                              onBlur={() => dispatch({ type: 'leave', cell: { rowId: row.id, column: column.key } })}
                              maxLength={200}
                            />
                          ) : (
                            <button
                              type="button"
                              ref={(element) => void (element ? cellRefs.current.set(target, element) : cellRefs.current.delete(target))}
                              className={styles.cellButton}
                              onClick={() => dispatch({ type: 'editCell', cell: { rowId: row.id, column: column.key } })}
                              aria-label={formatMessage(messages.cellButton, { column: column.label, row: number, value: value || messages.emptyCell })}
                            >
                              {value || '\u00a0'}
                            </button>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {draft.columns.length > 0 && (
        <div>
          <Button appearance="subtle" icon={<AddRegular />} onClick={() => dispatch({ type: 'addRow' })}>
            {messages.addRow}
          </Button>
        </div>
      )}

      {renaming && (
        <TableNameDialog
          title={formatMessage(messages.renameTitle, { name: saved.name })}
          initialName={saved.name}
          submitLabel={messages.rename}
          busyLabel={messages.renaming}
          onSubmit={async (name) => {
            const stored = await apiFetch(catalogueRoutes.renamePricingTable, { params: { id: table.id }, body: { name, version: saved.version } });
            // The rename moved the version on; the grid being edited is kept and saves against the new one.
            setSaved((current) => ({ ...current, name: stored.name, version: stored.version, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy }));
            await refreshTables();
            notify('success', formatMessage(messages.renamed, { name: stored.name }));
          }}
          onClose={() => setRenaming(false)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          thing={messages.tableThing}
          name={saved.name}
          detail={messages.deleteDetail}
          onDelete={async () => {
            await apiFetch(catalogueRoutes.deletePricingTable, { params: { id: table.id } });
            warning.allowNextNavigation();
            await refreshTables(undefined, table.id);
            notify('success', formatMessage(messages.deleted, { name: saved.name }));
            onDeleted();
          }}
          onClose={() => setDeleting(false)}
        />
      )}
      {warning.dialog}
    </section>
  );
}
