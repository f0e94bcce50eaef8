import { DEALS_DEFAULT_LIMIT, DEALS_DEFAULT_PAGE } from '../constants.ts';

/**
 * Working state of the admin package list: the query-params string (empty at first) the list
 * was asked with, its paging filters (limit and page, reset to 21 and 1) and the cell being edited in place. Pure reducer for `useReducer`;
 * an action that changes nothing returns the same state object, so React skips the render.
 */

/** Paging of the package list. */
export interface PackageListFilters {
  limit: number;
  page: number;
}

/** The cell of the list being edited in place: the package row and the column. */
export interface EditingCell {
  rowId: number | string;
  column: string;
}

export interface PackageListState {
  /** The list's query string as last set, '' by default. */
  queryParams: string;
  filters: PackageListFilters;
  editingCell: EditingCell | null;
}

/** Filters after a reset: page 1 of 21. */
export const DEFAULT_PACKAGE_LIST_FILTERS: Readonly<PackageListFilters> = Object.freeze({ limit: DEALS_DEFAULT_LIMIT, page: DEALS_DEFAULT_PAGE });

/** The state a list starts in. */
export const initialPackageListState: Readonly<PackageListState> = Object.freeze({
  queryParams: '',
  filters: DEFAULT_PACKAGE_LIST_FILTERS,
  editingCell: null,
});

export type PackageListAction =
  | { type: 'replaceFilters'; filters: PackageListFilters }
  | { type: 'resetFilters' }
  | { type: 'setQueryParams'; queryParams: string }
  | { type: 'setEditingCell'; cell: EditingCell }
  | { type: 'clearEditingCell' };

function sameFilters(a: PackageListFilters, b: PackageListFilters): boolean {
  return a.limit === b.limit && a.page === b.page;
}

function sameCell(a: EditingCell | null, b: EditingCell | null): boolean {
  return a === b || (a !== null && b !== null && a.rowId === b.rowId && a.column === b.column);
}

/** Applies one action to the package-list state. */
export function packageListReducer(state: PackageListState, action: PackageListAction): PackageListState {
  switch (action.type) {
    case 'replaceFilters':
      return sameFilters(state.filters, action.filters) ? state : { ...state, filters: { limit: action.filters.limit, page: action.filters.page } };
    case 'resetFilters':
      return sameFilters(state.filters, DEFAULT_PACKAGE_LIST_FILTERS) ? state : { ...state, filters: DEFAULT_PACKAGE_LIST_FILTERS };
    case 'setQueryParams':
      return state.queryParams === action.queryParams ? state : { ...state, queryParams: action.queryParams };
    case 'setEditingCell':
      return sameCell(state.editingCell, action.cell) ? state : { ...state, editingCell: { rowId: action.cell.rowId, column: action.cell.column } };
    case 'clearEditingCell':
      return state.editingCell === null ? state : { ...state, editingCell: null };
  }
}
