import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DEPARTURE_AVAILABILITIES, DEPARTURE_AVAILABILITY_LABELS, OCCUPANCY_BASES, OCCUPANCY_BASIS_LABELS } from '@tdp/shared/departures/departure';
import { formatMessage, formatPrice } from '../../../lib/intl.ts';
import type { DraftErrors } from '../package-draft.ts';
import { allInCents, DEPARTURE_COLUMNS, type DepartureColumn, type DepartureRow } from '../departure-rows.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  table: { borderCollapse: 'collapse', width: '100%', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'nowrap',
  },
  td: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    cursor: 'cell',
    minWidth: '72px',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  readOnly: { color: tokens.colorNeutralForeground3, cursor: 'default' },
  invalid: { backgroundColor: tokens.colorPaletteRedBackground1 },
  soldOut: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  editor: { width: '100%', minWidth: '96px', font: 'inherit' },
});

/** The field of a row each editable column edits. */
const FIELD_OF: Partial<Record<DepartureColumn, keyof DepartureRow>> = {
  city: 'departureCityId',
  date: 'date',
  until: 'until',
  price: 'price',
  tax: 'tax',
  occupancy: 'occupancy',
  availability: 'availability',
  supplierCode: 'supplierCode',
  note: 'note',
};

/** Where a problem of the package schema (`3.price`) shows in the grid. */
const COLUMN_OF_FIELD: Record<string, DepartureColumn> = {
  departureCityId: 'city',
  date: 'date',
  until: 'until',
  price: 'price',
  tax: 'tax',
  occupancy: 'occupancy',
  availability: 'availability',
  supplierCode: 'supplierCode',
  note: 'note',
  id: 'date',
};

interface Cell {
  row: number;
  col: number;
}

interface Editing extends Cell {
  value: string;
}

export interface DeparturesGridProps {
  rows: DepartureRow[];
  onChange: (rows: DepartureRow[]) => void;
  cities: ReadonlyArray<{ id: number; name: string }>;
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  /** Problems under `departures` (`3.price`). */
  errors: DraftErrors;
}

function cellValue(row: DepartureRow, column: DepartureColumn): string {
  const field = FIELD_OF[column];
  if (!field) return '';
  const value = row[field];
  return value === null ? '' : String(value);
}

/**
 * The departures as a grid edited in place, with the tables editor's keys: arrows move between cells, Enter or F2
 * edits the cell, Enter keeps the text and moves down, Tab keeps it and moves right, Escape puts it back. The
 * all-in price is shown, not edited. A checkbox per row selects it for the toolbar's actions.
 */
export function DeparturesGrid({ rows, onChange, cities, selected, onSelect, errors }: DeparturesGridProps) {
  const styles = useStyles();
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const focusCell = useRef<Cell | null>(null);
  const cityNames = new Map(cities.map((city) => [city.id, city.name]));
  const invalid = new Set(
    Object.keys(errors).map((path) => {
      const [index, field] = path.split('.');
      return `${index}:${COLUMN_OF_FIELD[field ?? ''] ?? 'date'}`;
    }),
  );

  useEffect(() => {
    if (editing || !focusCell.current) return;
    cellRefs.current.get(`${focusCell.current.row}:${focusCell.current.col}`)?.focus();
    focusCell.current = null;
  }, [editing, active]);

  const lastRow = rows.length - 1;
  const lastCol = DEPARTURE_COLUMNS.length - 1;
  const clampRow = (row: number) => Math.max(0, Math.min(lastRow, row));
  const moveTo = (cell: Cell) => {
    const next = { row: clampRow(cell.row), col: Math.max(0, Math.min(lastCol, cell.col)) };
    setActive(next);
    focusCell.current = next;
  };

  function startEditing(cell: Cell) {
    const column = DEPARTURE_COLUMNS[cell.col]!;
    const row = rows[cell.row];
    if (!row || column === 'allIn') return;
    setActive(cell);
    setEditing({ ...cell, value: cellValue(row, column) });
  }

  function commit(edit: Editing, then: Cell | null) {
    const column = DEPARTURE_COLUMNS[edit.col]!;
    const field = FIELD_OF[column]!;
    const row = rows[edit.row];
    if (row && cellValue(row, column) !== edit.value) {
      const value =
        field === 'departureCityId' ? (edit.value === '' ? null : Number(edit.value)) : field === 'price' || field === 'tax' ? edit.value.trim() : edit.value;
      onChange(rows.map((candidate, index) => (index === edit.row ? { ...candidate, [field]: value } : candidate)));
    }
    setEditing(null);
    if (then) moveTo(then);
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLTableCellElement>, cell: Cell) {
    const moves: Record<string, Cell> = {
      ArrowUp: { row: cell.row - 1, col: cell.col },
      ArrowDown: { row: cell.row + 1, col: cell.col },
      ArrowLeft: { row: cell.row, col: cell.col - 1 },
      ArrowRight: { row: cell.row, col: cell.col + 1 },
      Home: { row: cell.row, col: 0 },
      End: { row: cell.row, col: lastCol },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing(cell);
    }
  }

  function onEditorKeyDown(event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>, edit: Editing) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(edit, { row: Math.min(lastRow, edit.row + 1), col: edit.col });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(edit, { row: edit.row, col: event.shiftKey ? edit.col - 1 : edit.col + 1 });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Escape must not also close a dialog around the page.
      event.stopPropagation();
      setEditing(null);
      moveTo(edit);
    }
  }

  function editorOf(edit: Editing, column: DepartureColumn, label: string) {
    const common = {
      'aria-label': label,
      autoFocus: true,
      className: styles.editor,
      onBlur: () => commit(edit, null),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => onEditorKeyDown(event, edit),
    };
    const set = (value: string) => setEditing({ ...edit, value });
    if (column === 'city' || column === 'occupancy' || column === 'availability') {
      const options =
        column === 'city'
          ? [{ value: '', label: messages.chooseCity }, ...cities.map((city) => ({ value: String(city.id), label: city.name }))]
          : column === 'occupancy'
            ? OCCUPANCY_BASES.map((basis) => ({ value: basis, label: OCCUPANCY_BASIS_LABELS[basis] }))
            : DEPARTURE_AVAILABILITIES.map((availability) => ({ value: availability, label: DEPARTURE_AVAILABILITY_LABELS[availability] }));
      return (
        <select {...common} value={edit.value} onChange={(event) => set(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    const type = column === 'date' || column === 'until' ? 'date' : 'text';
    return (
      <input
        {...common}
        type={type}
        inputMode={column === 'price' || column === 'tax' ? 'decimal' : undefined}
        value={edit.value}
        maxLength={column === 'note' ? 120 : column === 'supplierCode' ? 40 : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
  }

  function display(row: DepartureRow, column: DepartureColumn): string {
    switch (column) {
      case 'city':
        return row.departureCityId === null ? '—' : (cityNames.get(row.departureCityId) ?? `#${row.departureCityId}`);
      case 'allIn': {
        const cents = allInCents(row);
        return cents === null ? '—' : formatPrice(cents / 100, { exact: true });
      }
      case 'price':
      case 'tax':
        return row[column] === '' ? '—' : Number.isFinite(Number(row[column])) ? formatPrice(Number(row[column]), { exact: true }) : row[column];
      case 'occupancy':
        return OCCUPANCY_BASIS_LABELS[row.occupancy];
      case 'availability':
        return DEPARTURE_AVAILABILITY_LABELS[row.availability];
      default:
        return cellValue(row, column) || '—';
    }
  }

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className={styles.scroller}>
      <table role="grid" aria-label={messages.gridLabel} aria-rowcount={rows.length + 1} className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              <Checkbox
                aria-label={messages.selectAll}
                checked={allSelected ? true : selected.size > 0 ? 'mixed' : false}
                onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
              />
            </th>
            {DEPARTURE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.th}>
                {messages[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.id} aria-selected={selected.has(row.id)} className={row.availability === 'sold-out' ? styles.soldOut : undefined}>
              <td className={styles.td}>
                <Checkbox
                  aria-label={formatMessage(messages.selectRow, { number: rowIndex + 1 })}
                  checked={selected.has(row.id)}
                  onChange={(_, data) => {
                    const next = new Set(selected);
                    if (data.checked) next.add(row.id);
                    else next.delete(row.id);
                    onSelect(next);
                  }}
                />
              </td>
              {DEPARTURE_COLUMNS.map((column, colIndex) => {
                const cell = { row: rowIndex, col: colIndex };
                const isActive = active.row === rowIndex && active.col === colIndex;
                const isEditing = editing !== null && editing.row === rowIndex && editing.col === colIndex;
                const label = formatMessage(messages.editCell, { column: messages[column], number: rowIndex + 1 });
                return (
                  <td
                    key={column}
                    role="gridcell"
                    ref={(element) =>
                      void (element ? cellRefs.current.set(`${rowIndex}:${colIndex}`, element) : cellRefs.current.delete(`${rowIndex}:${colIndex}`))
                    }
                    tabIndex={isEditing ? -1 : isActive ? 0 : -1}
                    aria-readonly={column === 'allIn' ? true : undefined}
                    aria-invalid={invalid.has(`${rowIndex}:${column}`) || undefined}
                    aria-label={isEditing ? undefined : `${label}: ${display(row, column)}`}
                    className={mergeClasses(styles.td, column === 'allIn' && styles.readOnly, invalid.has(`${rowIndex}:${column}`) && styles.invalid)}
                    onKeyDown={isEditing ? undefined : (event) => onCellKeyDown(event, cell)}
                    onFocus={() => !isActive && setActive(cell)}
                    onDoubleClick={() => startEditing(cell)}
                  >
                    {isEditing ? editorOf(editing, column, label) : display(row, column)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
