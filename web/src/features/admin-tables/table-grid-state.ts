import type { EditingCell } from '@tdp/shared/catalogue/list-state';
import type { PricingTableColumn, PricingTableRow } from '@tdp/shared/schemas/pricing-table';

/**
 * Working state of the Tables screen's grid editor: the grid being edited, the cell being edited in place
 * (`editingCell`, none at first, with the text typed so far) and the column heading being renamed. Pure
 * functions for `useReducer`. Keys: click a cell to edit; Enter keeps the text and moves down, Tab right,
 * Shift+Tab left; Escape puts the cell back as it was.
 */

/** The grid as the API stores it. */
export interface GridDraft {
  columns: PricingTableColumn[];
  rows: PricingTableRow[];
}

export interface TableGridState {
  draft: GridDraft;
  /** The body cell being edited: row id and column key. */
  editingCell: EditingCell | null;
  /** The column whose heading is being renamed. */
  editingHeader: string | null;
  /** Text in the open editor. */
  editValue: string;
}

/** Where the editor goes after keeping a cell's text. */
export type EditMove = 'down' | 'right' | 'left' | 'stay';

export type TableGridAction =
  | { type: 'load'; grid: GridDraft }
  | { type: 'editCell'; cell: EditingCell }
  | { type: 'editHeader'; column: string }
  | { type: 'type'; value: string }
  | { type: 'commit'; move: EditMove }
  | { type: 'cancel' }
  | { type: 'leave'; cell?: EditingCell; column?: string }
  | { type: 'addRow' }
  | { type: 'removeRow'; rowId: string }
  | { type: 'moveRow'; rowId: string; offset: -1 | 1 }
  | { type: 'addColumn'; label: string }
  | { type: 'removeColumn'; column: string };

/** A grid's state with nothing being edited. */
export function gridState(grid: GridDraft): TableGridState {
  return { draft: grid, editingCell: null, editingHeader: null, editValue: '' };
}

const COLUMN_KEY_MAX = 40;

/** A column key the API accepts (`^[a-z][a-z0-9_]{0,39}$`) made from a label, unique among `taken`. */
export function columnKeyFor(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base =
    words
      .join('_')
      .replace(/^[0-9_]+/, '')
      .slice(0, COLUMN_KEY_MAX - 3) || 'column';
  base = base.replace(/_+$/, '') || 'column';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}_${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** A row id not used yet (`row-1`, `row-2`, ...). */
export function newRowId(rows: readonly PricingTableRow[]): string {
  const used = new Set(rows.map((row) => row.id));
  for (let n = rows.length + 1; ; n += 1) {
    if (!used.has(`row-${n}`)) return `row-${n}`;
  }
}

function cellText(grid: GridDraft, cell: EditingCell): string {
  return grid.rows.find((row) => row.id === cell.rowId)?.cells[cell.column] ?? '';
}

function withCell(grid: GridDraft, cell: EditingCell, value: string): GridDraft {
  return {
    ...grid,
    rows: grid.rows.map((row) => {
      if (row.id !== cell.rowId) return row;
      const cells = { ...row.cells };
      // An empty cell is left out, as the API stores it.
      if (value === '') delete cells[cell.column];
      else cells[cell.column] = value;
      return { ...row, cells };
    }),
  };
}

/** The cell the editor moves to, or null when the move leaves the grid. */
function nextCell(grid: GridDraft, cell: EditingCell, move: EditMove): EditingCell | null {
  const rowIndex = grid.rows.findIndex((row) => row.id === cell.rowId);
  const columnIndex = grid.columns.findIndex((column) => column.key === cell.column);
  if (move === 'stay' || rowIndex === -1 || columnIndex === -1) return null;
  if (move === 'down') {
    const row = grid.rows[rowIndex + 1];
    return row ? { rowId: row.id, column: cell.column } : null;
  }
  const step = move === 'right' ? 1 : -1;
  const flat = rowIndex * grid.columns.length + columnIndex + step;
  if (flat < 0 || flat >= grid.rows.length * grid.columns.length) return null;
  return { rowId: grid.rows[Math.floor(flat / grid.columns.length)]!.id, column: grid.columns[flat % grid.columns.length]!.key };
}

function keepEdit(state: TableGridState): GridDraft {
  if (state.editingCell) return withCell(state.draft, state.editingCell, state.editValue);
  if (state.editingHeader !== null) {
    const label = state.editValue.trim();
    // A heading cannot be blank: an emptied heading keeps its old label.
    if (label === '') return state.draft;
    return { ...state.draft, columns: state.draft.columns.map((column) => (column.key === state.editingHeader ? { ...column, label } : column)) };
  }
  return state.draft;
}

/** Applies one action to the grid editor. */
export function tableGridReducer(state: TableGridState, action: TableGridAction): TableGridState {
  switch (action.type) {
    case 'load':
      return gridState(action.grid);
    case 'editCell': {
      // Opening another cell keeps what was typed in the one before.
      const draft = keepEdit(state);
      return { draft, editingCell: { rowId: action.cell.rowId, column: action.cell.column }, editingHeader: null, editValue: cellText(draft, action.cell) };
    }
    case 'editHeader': {
      const draft = keepEdit(state);
      const label = draft.columns.find((column) => column.key === action.column)?.label;
      if (label === undefined) return state;
      return { draft, editingCell: null, editingHeader: action.column, editValue: label };
    }
    case 'type':
      return state.editingCell || state.editingHeader !== null ? { ...state, editValue: action.value } : state;
    case 'commit': {
      if (!state.editingCell && state.editingHeader === null) return state;
      const draft = keepEdit(state);
      const next = state.editingCell ? nextCell(draft, state.editingCell, action.move) : null;
      return next ? { draft, editingCell: next, editingHeader: null, editValue: cellText(draft, next) } : gridState(draft);
    }
    case 'cancel':
      return state.editingCell || state.editingHeader !== null ? gridState(state.draft) : state;
    case 'leave': {
      // Focus left an editor (a click elsewhere): keep its text, unless the editor has already moved on.
      const same = action.cell
        ? state.editingCell?.rowId === action.cell.rowId && state.editingCell.column === action.cell.column
        : action.column !== undefined && state.editingHeader === action.column;
      return same ? gridState(keepEdit(state)) : state;
    }
    case 'addRow': {
      const draft = keepEdit(state);
      return gridState({ ...draft, rows: [...draft.rows, { id: newRowId(draft.rows), cells: {} }] });
    }
    case 'removeRow': {
      const draft = keepEdit(state);
      return gridState({ ...draft, rows: draft.rows.filter((row) => row.id !== action.rowId) });
    }
    case 'moveRow': {
      const draft = keepEdit(state);
      const from = draft.rows.findIndex((row) => row.id === action.rowId);
      const to = from + action.offset;
      if (from === -1 || to < 0 || to >= draft.rows.length) return gridState(draft);
      const rows = [...draft.rows];
      [rows[from], rows[to]] = [rows[to]!, rows[from]!];
      return gridState({ ...draft, rows });
    }
    case 'addColumn': {
      const draft = keepEdit(state);
      const label = action.label.trim();
      if (label === '') return gridState(draft);
      const key = columnKeyFor(
        label,
        draft.columns.map((column) => column.key),
      );
      return gridState({ ...draft, columns: [...draft.columns, { key, label }] });
    }
    case 'removeColumn': {
      const draft = keepEdit(state);
      return gridState({
        columns: draft.columns.filter((column) => column.key !== action.column),
        rows: draft.rows.map((row) => {
          const cells = { ...row.cells };
          delete cells[action.column];
          return { ...row, cells };
        }),
      });
    }
  }
}
