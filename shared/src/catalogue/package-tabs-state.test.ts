import { describe, expect, it } from 'vitest';
import {
  addTab,
  clearTabs,
  defaultPackageTabs,
  moveTab,
  packageTabsReducer,
  populateTabs,
  removeTab,
  renameTab,
  tabsInOrder,
  updateTab,
  type TabData,
} from './package-tabs-state.ts';

const converted: TabData[] = [
  { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights.' } },
  { tabName: 'Itinerary', layoutName: 'Layout 1', fields: { days: [] } },
  { tabName: 'Hotel', layoutName: 'Layout 2', fields: { hotelName: 'Fairmont' } },
];

const names = (state: ReturnType<typeof defaultPackageTabs>) => tabsInOrder(state).map((tab) => tab.tabName);

describe('package tabs state', () => {
  it('starts with the single Overview tab on Layout 9', () => {
    expect(tabsInOrder(defaultPackageTabs())).toEqual([{ tabName: 'Overview', layoutName: 'Layout 9', fields: {} }]);
  });

  it('is populated from converted data, replacing every tab and keeping the order', () => {
    const state = populateTabs(converted);
    expect(tabsInOrder(state)).toEqual(converted);
    const replaced = populateTabs([{ tabName: 'FAQ', layoutName: 'Layout 7', fields: {} }]);
    expect(names(replaced)).toEqual(['FAQ']);
  });

  it('keeps the first of two converted tabs with the same name, and the default when given none', () => {
    expect(names(populateTabs([...converted, { tabName: 'Hotel', layoutName: 'Layout 6', fields: {} }]))).toEqual(['Overview', 'Itinerary', 'Hotel']);
    expect(populateTabs([])).toEqual(defaultPackageTabs());
  });

  it('does not share field objects with the data it was populated from', () => {
    const source: TabData[] = [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'a' } }];
    const state = populateTabs(source);
    source[0]!.fields.summary = 'changed';
    expect(state.tabs.Overview!.fields.summary).toBe('a');
  });

  it('updates a tab by merging its fields', () => {
    const state = updateTab(populateTabs(converted), 'Overview', { fields: { durationNights: 7 } });
    expect(state.tabs.Overview).toEqual({ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights.', durationNights: 7 } });
    expect(names(state)).toEqual(['Overview', 'Itinerary', 'Hotel']);
  });

  it('starts from the given fields when the layout changes', () => {
    const state = updateTab(populateTabs(converted), 'Hotel', { layoutName: 'Layout 6', fields: { body: '<p>x</p>' } });
    expect(state.tabs.Hotel).toEqual({ tabName: 'Hotel', layoutName: 'Layout 6', fields: { body: '<p>x</p>' } });
  });

  it('adds a tab at the end when updating a name that does not exist yet', () => {
    const state = updateTab(defaultPackageTabs(), 'Gallery', { layoutName: 'Layout 4' });
    expect(names(state)).toEqual(['Overview', 'Gallery']);
    expect(state.tabs.Gallery).toEqual({ tabName: 'Gallery', layoutName: 'Layout 4', fields: {} });
  });

  it('adds an empty tab of a layout at the end, refusing an empty or taken name (any case) with the reason', () => {
    const state = populateTabs(converted);
    const added = addTab(state, ' Gallery ', 'Layout 4');
    expect(added.ok && tabsInOrder(added.state).at(-1)).toEqual({ tabName: 'Gallery', layoutName: 'Layout 4', fields: {} });
    expect(addTab(state, 'hotel', 'Layout 6')).toEqual({ ok: false, reason: 'name-taken' });
    expect(addTab(state, '  ', 'Layout 6')).toEqual({ ok: false, reason: 'empty-name' });
    expect(packageTabsReducer(state, { type: 'add', tabName: 'Hotel', layoutName: 'Layout 6' })).toBe(state);
    expect(names(packageTabsReducer(state, { type: 'add', tabName: 'FAQ', layoutName: 'Layout 7' }))).toEqual(['Overview', 'Itinerary', 'Hotel', 'FAQ']);
  });

  it('removes a tab by name and ignores an unknown one', () => {
    const state = populateTabs(converted);
    expect(names(removeTab(state, 'Itinerary'))).toEqual(['Overview', 'Hotel']);
    expect(removeTab(state, 'Itinerary').tabs).not.toHaveProperty('Itinerary');
    expect(removeTab(state, 'Nope')).toBe(state);
  });

  it('clears back to the single default Overview tab', () => {
    expect(clearTabs()).toEqual(defaultPackageTabs());
    expect(packageTabsReducer(populateTabs(converted), { type: 'clear' })).toEqual(defaultPackageTabs());
  });

  it('renames a tab in place when the old name exists and the new one is free', () => {
    const result = renameTab(populateTabs(converted), 'Itinerary', ' Day by day ');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(names(result.state)).toEqual(['Overview', 'Day by day', 'Hotel']);
    expect(result.state.tabs['Day by day']).toEqual({ tabName: 'Day by day', layoutName: 'Layout 1', fields: { days: [] } });
    expect(result.state.tabs).not.toHaveProperty('Itinerary');
  });

  it('refuses a rename with the reason', () => {
    const state = populateTabs(converted);
    expect(renameTab(state, 'Missing', 'New')).toEqual({ ok: false, reason: 'not-found' });
    expect(renameTab(state, 'Itinerary', 'Hotel')).toEqual({ ok: false, reason: 'name-taken' });
    expect(renameTab(state, 'Itinerary', 'hotel')).toEqual({ ok: false, reason: 'name-taken' });
    expect(renameTab(state, 'Itinerary', '   ')).toEqual({ ok: false, reason: 'empty-name' });
  });

  it('accepts renaming a tab to its own name, or its own name in another case', () => {
    const state = populateTabs(converted);
    expect(renameTab(state, 'Hotel', 'Hotel')).toEqual({ ok: true, state });
    const recased = renameTab(state, 'Hotel', 'HOTEL');
    expect(recased.ok && names(recased.state)).toEqual(['Overview', 'Itinerary', 'HOTEL']);
  });

  it('leaves the state as it was when the reducer is asked for a refused rename', () => {
    const state = populateTabs(converted);
    expect(packageTabsReducer(state, { type: 'rename', oldName: 'Itinerary', newName: 'Hotel' })).toBe(state);
    expect(names(packageTabsReducer(state, { type: 'rename', oldName: 'Itinerary', newName: 'Days' }))).toEqual(['Overview', 'Days', 'Hotel']);
  });

  it('reorders tabs, clamping the position', () => {
    const state = populateTabs(converted);
    expect(names(moveTab(state, 'Hotel', 0))).toEqual(['Hotel', 'Overview', 'Itinerary']);
    expect(names(moveTab(state, 'Overview', 1))).toEqual(['Itinerary', 'Overview', 'Hotel']);
    expect(names(moveTab(state, 'Overview', 99))).toEqual(['Itinerary', 'Hotel', 'Overview']);
    expect(names(moveTab(state, 'Hotel', -5))).toEqual(['Hotel', 'Overview', 'Itinerary']);
    expect(moveTab(state, 'Missing', 0)).toBe(state);
    expect(moveTab(state, 'Overview', 0)).toBe(state);
  });

  it('treats tab names like __proto__ as plain names', () => {
    const state = updateTab(defaultPackageTabs(), '__proto__', { layoutName: 'Layout 6', fields: { body: 'x' } });
    expect(names(state)).toEqual(['Overview', '__proto__']);
    expect(names(removeTab(state, 'constructor'))).toEqual(['Overview', '__proto__']);
    expect(names(removeTab(state, '__proto__'))).toEqual(['Overview']);
    const populated = populateTabs([{ tabName: '__proto__', layoutName: 'Layout 6', fields: {} }]);
    expect(Object.keys(populated.tabs)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(populated.tabs)).toBe(Object.prototype);
    const renamed = renameTab(populateTabs(converted), 'Hotel', '__proto__');
    expect(renamed.ok && Object.keys(renamed.state.tabs)).toEqual(['Overview', 'Itinerary', '__proto__']);
    expect(renamed.ok && renamed.state.tabs['__proto__']!.layoutName).toBe('Layout 2');
  });

  it('runs every action through the reducer', () => {
    let state = packageTabsReducer(defaultPackageTabs(), { type: 'populate', tabs: converted });
    state = packageTabsReducer(state, { type: 'update', tabName: 'Overview', changes: { fields: { supplier: 'Sunwing' } } });
    state = packageTabsReducer(state, { type: 'remove', tabName: 'Itinerary' });
    state = packageTabsReducer(state, { type: 'move', tabName: 'Hotel', toIndex: 0 });
    expect(tabsInOrder(state)).toEqual([
      { tabName: 'Hotel', layoutName: 'Layout 2', fields: { hotelName: 'Fairmont' } },
      { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights.', supplier: 'Sunwing' } },
    ]);
  });
});
