import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_LIST_FILTERS, initialPackageListState, packageListReducer, type PackageListState } from './list-state.ts';

describe('package list state', () => {
  it('starts with no query params, page 1 of 21 and no cell being edited', () => {
    expect(initialPackageListState).toEqual({ queryParams: '', filters: { limit: 21, page: 1 }, editingCell: null });
  });

  it('replaces the filters', () => {
    const state = packageListReducer(initialPackageListState, { type: 'replaceFilters', filters: { limit: 60, page: 3 } });
    expect(state.filters).toEqual({ limit: 60, page: 3 });
    expect(state.queryParams).toBe('');
  });

  it('resets the filters to limit 21, page 1', () => {
    const changed = packageListReducer(initialPackageListState, { type: 'replaceFilters', filters: { limit: 60, page: 4 } });
    expect(packageListReducer(changed, { type: 'resetFilters' }).filters).toEqual({ limit: 21, page: 1 });
    expect(DEFAULT_PACKAGE_LIST_FILTERS).toEqual({ limit: 21, page: 1 });
  });

  it('sets the query-params string', () => {
    expect(packageListReducer(initialPackageListState, { type: 'setQueryParams', queryParams: '?search=banff&status=draft' }).queryParams).toBe(
      '?search=banff&status=draft',
    );
  });

  it('sets and clears the cell being edited', () => {
    const editing = packageListReducer(initialPackageListState, { type: 'setEditingCell', cell: { rowId: 41, column: 'price' } });
    expect(editing.editingCell).toEqual({ rowId: 41, column: 'price' });
    const other = packageListReducer(editing, { type: 'setEditingCell', cell: { rowId: 41, column: 'title' } });
    expect(other.editingCell).toEqual({ rowId: 41, column: 'title' });
    expect(packageListReducer(other, { type: 'clearEditingCell' }).editingCell).toBeNull();
  });

  it('returns the same state object when an action changes nothing', () => {
    const state: PackageListState = { queryParams: '?a=1', filters: { limit: 21, page: 1 }, editingCell: { rowId: 1, column: 'price' } };
    expect(packageListReducer(state, { type: 'resetFilters' })).toBe(state);
    expect(packageListReducer(state, { type: 'replaceFilters', filters: { limit: 21, page: 1 } })).toBe(state);
    expect(packageListReducer(state, { type: 'setQueryParams', queryParams: '?a=1' })).toBe(state);
    expect(packageListReducer(state, { type: 'setEditingCell', cell: { rowId: 1, column: 'price' } })).toBe(state);
    expect(packageListReducer(initialPackageListState, { type: 'clearEditingCell' })).toBe(initialPackageListState);
  });

  it('never changes the state it was given', () => {
    const filters = { limit: 60, page: 2 };
    const state = packageListReducer(initialPackageListState, { type: 'replaceFilters', filters });
    filters.page = 9;
    expect(state.filters.page).toBe(2);
    expect(initialPackageListState.filters).toEqual({ limit: 21, page: 1 });
  });
});
