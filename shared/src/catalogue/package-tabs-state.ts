import { DEFAULT_TAB } from '../constants.ts';

/**
 * Working state of the package builder's tabs: tab data keyed by tab name, in
 * display order. A new package has one tab, Overview on 'Layout 9'. Pure functions, each returning a
 * new state (or the same object when nothing changes), plus a reducer for `useReducer`.
 */

/** One tab: its name, its layout and the values of the layout's fields. */
export interface TabData {
  tabName: string;
  layoutName: string;
  fields: Record<string, unknown>;
}

export interface PackageTabsState {
  /** Tab data by tab name. */
  tabs: Readonly<Record<string, TabData>>;
  /** Tab names in display order; the same names as `tabs`. */
  order: readonly string[];
}

/** Why a rename was refused. */
export type RenameTabRefusal = 'not-found' | 'name-taken' | 'empty-name';

/** Why adding a tab was refused. */
export type AddTabRefusal = 'name-taken' | 'empty-name';

/** The single Overview tab a package starts with. */
export function defaultPackageTabs(): PackageTabsState {
  return {
    tabs: { [DEFAULT_TAB.tabName]: { tabName: DEFAULT_TAB.tabName, layoutName: DEFAULT_TAB.layoutName, fields: {} } },
    order: [DEFAULT_TAB.tabName],
  };
}

/**
 * Replaces every tab with converted data (e.g. a package read for editing), keeping its order. A name
 * seen twice keeps its first tab; an empty list gives the default Overview tab.
 */
export function populateTabs(tabs: readonly TabData[]): PackageTabsState {
  const kept = new Map<string, TabData>();
  for (const tab of tabs) {
    if (!kept.has(tab.tabName)) kept.set(tab.tabName, { tabName: tab.tabName, layoutName: tab.layoutName, fields: { ...tab.fields } });
  }
  // Object.fromEntries defines own properties, so a tab named '__proto__' stays a plain entry.
  return kept.size > 0 ? { tabs: Object.fromEntries(kept), order: [...kept.keys()] } : defaultPackageTabs();
}

/**
 * Merges changes into the tab of that name, adding the tab at the end when there is none. Field values
 * are merged one by one; a change of layout starts from the given fields only, since the old layout's
 * fields do not belong to the new one.
 */
export function updateTab(state: PackageTabsState, tabName: string, changes: { layoutName?: string; fields?: Record<string, unknown> }): PackageTabsState {
  const current = Object.hasOwn(state.tabs, tabName) ? state.tabs[tabName] : undefined;
  const layoutName = changes.layoutName ?? current?.layoutName ?? DEFAULT_TAB.layoutName;
  const layoutChanged = current !== undefined && layoutName !== current.layoutName;
  const fields = layoutChanged || !current ? { ...changes.fields } : { ...current.fields, ...changes.fields };
  return {
    tabs: { ...state.tabs, [tabName]: { tabName, layoutName, fields } },
    order: current ? state.order : [...state.order, tabName],
  };
}

/** Removes the tab of that name; the same state when there is none. */
export function removeTab(state: PackageTabsState, tabName: string): PackageTabsState {
  if (!Object.hasOwn(state.tabs, tabName)) return state;
  const tabs = { ...state.tabs };
  delete tabs[tabName];
  return { tabs, order: state.order.filter((name) => name !== tabName) };
}

/** Back to the single default Overview tab. */
export function clearTabs(): PackageTabsState {
  return defaultPackageTabs();
}

function isNameTaken(state: PackageTabsState, name: string, except: string): boolean {
  const wanted = name.toLocaleLowerCase('en-CA');
  return state.order.some((existing) => existing !== except && existing.toLocaleLowerCase('en-CA') === wanted);
}

/**
 * Adds an empty tab of a layout at the end. Refused when the name (trimmed) is empty or another tab already
 * has it, ignoring case as the package schema does: unlike {@link updateTab}, adding never merges into a tab.
 */
export function addTab(
  state: PackageTabsState,
  tabName: string,
  layoutName: string,
): { ok: true; state: PackageTabsState } | { ok: false; reason: AddTabRefusal } {
  const name = tabName.trim();
  if (name === '') return { ok: false, reason: 'empty-name' };
  if (isNameTaken(state, name, '')) return { ok: false, reason: 'name-taken' };
  return { ok: true, state: { tabs: { ...state.tabs, [name]: { tabName: name, layoutName, fields: {} } }, order: [...state.order, name] } };
}

/**
 * Renames a tab in place (same position, same data). Refused when the old name does not exist, the new
 * name (trimmed) is empty, or another tab already has it, ignoring case as the package schema does.
 */
export function renameTab(
  state: PackageTabsState,
  oldName: string,
  newName: string,
): { ok: true; state: PackageTabsState } | { ok: false; reason: RenameTabRefusal } {
  if (!Object.hasOwn(state.tabs, oldName)) return { ok: false, reason: 'not-found' };
  const name = newName.trim();
  if (name === '') return { ok: false, reason: 'empty-name' };
  if (isNameTaken(state, name, oldName)) return { ok: false, reason: 'name-taken' };
  if (name === oldName) return { ok: true, state };
  const order = state.order.map((existing) => (existing === oldName ? name : existing));
  const tabs = Object.fromEntries(
    state.order.map((existing): [string, TabData] =>
      existing === oldName ? [name, { ...state.tabs[existing]!, tabName: name }] : [existing, state.tabs[existing]!],
    ),
  );
  return { ok: true, state: { tabs, order } };
}

/** Moves a tab to a position (clamped to the list); the same state when the tab does not exist or does not move. */
export function moveTab(state: PackageTabsState, tabName: string, toIndex: number): PackageTabsState {
  const from = state.order.indexOf(tabName);
  if (from === -1) return state;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), state.order.length - 1);
  if (to === from) return state;
  const order = state.order.filter((name) => name !== tabName);
  order.splice(to, 0, tabName);
  return { tabs: state.tabs, order };
}

/** The tabs in display order, as the package body sends them. */
export function tabsInOrder(state: PackageTabsState): TabData[] {
  return state.order.map((name) => state.tabs[name]!);
}

export type PackageTabsAction =
  | { type: 'populate'; tabs: readonly TabData[] }
  | { type: 'add'; tabName: string; layoutName: string }
  | { type: 'update'; tabName: string; changes: { layoutName?: string; fields?: Record<string, unknown> } }
  | { type: 'remove'; tabName: string }
  | { type: 'clear' }
  | { type: 'rename'; oldName: string; newName: string }
  | { type: 'move'; tabName: string; toIndex: number };

/**
 * Applies one action; a refused add or rename leaves the state as it was (call {@link addTab} or
 * {@link renameTab} first to show why).
 */
export function packageTabsReducer(state: PackageTabsState, action: PackageTabsAction): PackageTabsState {
  switch (action.type) {
    case 'populate':
      return populateTabs(action.tabs);
    case 'add': {
      const result = addTab(state, action.tabName, action.layoutName);
      return result.ok ? result.state : state;
    }
    case 'update':
      return updateTab(state, action.tabName, action.changes);
    case 'remove':
      return removeTab(state, action.tabName);
    case 'clear':
      return clearTabs();
    case 'rename': {
      const result = renameTab(state, action.oldName, action.newName);
      return result.ok ? result.state : state;
    }
    case 'move':
      return moveTab(state, action.tabName, action.toIndex);
  }
}
