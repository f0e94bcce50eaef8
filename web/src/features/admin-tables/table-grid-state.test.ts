import { describe, expect, it } from 'vitest';
import { columnKeyFor, gridState, newRowId, tableGridReducer, type GridDraft, type TableGridAction, type TableGridState } from './table-grid-state.ts';

const grid: GridDraft = {
  columns: [
    { key: 'cabin', label: 'Cabin' },
    { key: 'price', label: 'Price' },
  ],
  rows: [
    { id: 'row-1', cells: { cabin: 'Inside', price: '$1,299' } },
    { id: 'row-2', cells: { cabin: 'Balcony' } },
  ],
};

function run(...actions: TableGridAction[]): TableGridState {
  return actions.reduce(tableGridReducer, gridState(grid));
}

describe('table grid editor state', () => {
  it('edits a clicked cell, keeps the text on Enter and moves down', () => {
    const state = run({ type: 'editCell', cell: { rowId: 'row-1', column: 'price' } }, { type: 'type', value: '$1,199' }, { type: 'commit', move: 'down' });
    expect(state.draft.rows[0]!.cells.price).toBe('$1,199');
    expect(state.editingCell).toEqual({ rowId: 'row-2', column: 'price' });
    expect(state.editValue).toBe('');
  });

  it('moves right on Tab, wrapping to the next row, and left on Shift+Tab', () => {
    expect(run({ type: 'editCell', cell: { rowId: 'row-1', column: 'cabin' } }, { type: 'commit', move: 'right' }).editingCell).toEqual({
      rowId: 'row-1',
      column: 'price',
    });
    const wrapped = run({ type: 'editCell', cell: { rowId: 'row-1', column: 'price' } }, { type: 'commit', move: 'right' });
    expect(wrapped.editingCell).toEqual({ rowId: 'row-2', column: 'cabin' });
    expect(wrapped.editValue).toBe('Balcony');
    expect(run({ type: 'editCell', cell: { rowId: 'row-2', column: 'cabin' } }, { type: 'commit', move: 'left' }).editingCell).toEqual({
      rowId: 'row-1',
      column: 'price',
    });
  });

  it('stops editing when a move leaves the grid', () => {
    const state = run({ type: 'editCell', cell: { rowId: 'row-2', column: 'price' } }, { type: 'type', value: '$2,450' }, { type: 'commit', move: 'down' });
    expect(state.editingCell).toBeNull();
    expect(state.draft.rows[1]!.cells).toEqual({ cabin: 'Balcony', price: '$2,450' });
    expect(run({ type: 'editCell', cell: { rowId: 'row-2', column: 'price' } }, { type: 'commit', move: 'right' }).editingCell).toBeNull();
    expect(run({ type: 'editCell', cell: { rowId: 'row-1', column: 'cabin' } }, { type: 'commit', move: 'left' }).editingCell).toBeNull();
  });

  it('puts the cell back as it was on Escape', () => {
    const state = run({ type: 'editCell', cell: { rowId: 'row-1', column: 'cabin' } }, { type: 'type', value: 'Suite' }, { type: 'cancel' });
    expect(state.draft).toEqual(grid);
    expect(state.editingCell).toBeNull();
  });

  it('keeps what was typed when another cell is clicked, and leaves emptied cells out', () => {
    const state = run(
      { type: 'editCell', cell: { rowId: 'row-1', column: 'price' } },
      { type: 'type', value: '' },
      { type: 'editCell', cell: { rowId: 'row-2', column: 'cabin' } },
    );
    expect(state.draft.rows[0]!.cells).toEqual({ cabin: 'Inside' });
    expect(state.editValue).toBe('Balcony');
  });

  it('renames a column heading, refusing a blank one', () => {
    expect(
      run({ type: 'editHeader', column: 'price' }, { type: 'type', value: ' Price per person ' }, { type: 'commit', move: 'stay' }).draft.columns[1],
    ).toEqual({
      key: 'price',
      label: 'Price per person',
    });
    expect(run({ type: 'editHeader', column: 'price' }, { type: 'type', value: '  ' }, { type: 'commit', move: 'stay' }).draft.columns[1]!.label).toBe('Price');
  });

  it('adds and removes rows and columns, and moves rows', () => {
    const added = run({ type: 'addRow' }, { type: 'addColumn', label: 'Sailing date' }, { type: 'addColumn', label: 'Price' });
    expect(added.draft.rows.map((row) => row.id)).toEqual(['row-1', 'row-2', 'row-3']);
    expect(added.draft.columns.map((column) => column.key)).toEqual(['cabin', 'price', 'sailing_date', 'price_2']);
    const removed = tableGridReducer(tableGridReducer(added, { type: 'removeColumn', column: 'cabin' }), { type: 'removeRow', rowId: 'row-2' });
    expect(removed.draft.columns.map((column) => column.key)).toEqual(['price', 'sailing_date', 'price_2']);
    expect(removed.draft.rows).toEqual([
      { id: 'row-1', cells: { price: '$1,299' } },
      { id: 'row-3', cells: {} },
    ]);
    expect(run({ type: 'moveRow', rowId: 'row-2', offset: -1 }).draft.rows.map((row) => row.id)).toEqual(['row-2', 'row-1']);
    expect(run({ type: 'moveRow', rowId: 'row-1', offset: -1 }).draft.rows.map((row) => row.id)).toEqual(['row-1', 'row-2']);
  });

  it('makes column keys the API accepts and row ids not used yet', () => {
    expect(columnKeyFor('Prix été 2027', [])).toBe('prix_ete_2027');
    expect(columnKeyFor('2027 prices', [])).toBe('prices');
    expect(columnKeyFor('$$$', ['column'])).toBe('column_2');
    expect(columnKeyFor('x'.repeat(80), []).length).toBeLessThanOrEqual(40);
    expect(newRowId([{ id: 'row-2', cells: {} }])).toBe('row-3');
    expect(
      newRowId([
        { id: 'row-1', cells: {} },
        { id: 'row-2', cells: {} },
      ]),
    ).toBe('row-3');
  });
});

describe('leaving an editor', () => {
  it('keeps the text when focus leaves the cell being edited, and ignores a late leave of a cell already left', () => {
    const typed = run({ type: 'editCell', cell: { rowId: 'row-1', column: 'cabin' } }, { type: 'type', value: 'Oceanview' });
    const left = tableGridReducer(typed, { type: 'leave', cell: { rowId: 'row-1', column: 'cabin' } });
    expect(left.editingCell).toBeNull();
    expect(left.draft.rows[0]!.cells.cabin).toBe('Oceanview');
    const moved = tableGridReducer(typed, { type: 'commit', move: 'down' });
    expect(tableGridReducer(moved, { type: 'leave', cell: { rowId: 'row-1', column: 'cabin' } })).toBe(moved);
  });
});
