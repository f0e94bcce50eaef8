import { describe, expect, it } from 'vitest';
import type { Package } from '@tdp/shared/schemas/package';
import { tabsInOrder } from '@tdp/shared/catalogue/package-tabs-state';
import { checkDraft, packageInputOf } from './package-draft.ts';
import { chooseAll, conflictingFields, mergeConflict, SUMMARY_CHARACTERS, valuesOfPackage, type ConflictNames } from './package-conflict.ts';

const names: ConflictNames = {
  destination: (id) => ({ 'city-9': 'Nice', 'city-10': 'Cannes', 'country-5': 'France', 'country-6': 'Italy' })[id],
  travelStyle: (id) => ({ 4: 'Cruises', 7: 'Luxury' })[id],
  departureCity: (id) => ({ 1: 'Vancouver' })[id],
};

const base: Package = {
  id: 42,
  package_url: 'seven-nights-in-nice',
  title: 'Seven nights in Nice',
  banner_image: 'package-images/nice.jpg',
  share_image: null,
  price: 1299,
  tax: 210,
  icons_data: [{ icon: 'plane', text1: 'Flights from Vancouver' }],
  dateRanges: [{ id: 'd1', type: 'specific', start: '2027-05-04', end: '2027-05-04' }],
  destinationIds: ['city-9'],
  travelStyleIds: [],
  departureCityIds: [1],
  status: 'draft',
  validFrom: null,
  validUntil: null,
  seo: { title: '', description: '' },
  tabs: [
    { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week on the Riviera.', durationNights: 7 } },
    { tabName: 'Terms', layoutName: 'Layout 8', fields: { terms: '<p>Deposit $250.</p>' } },
  ],
  version: 3,
  createdAt: '2027-01-01T10:00:00.000Z',
  createdBy: 'alex',
  updatedAt: '2027-01-02T10:00:00.000Z',
  updatedBy: 'alex',
};

function stored(changes: Partial<Package>): Package {
  return { ...base, ...changes };
}

describe('package edit conflicts', () => {
  it('lists only the fields that differ, with the builder’s labels and readable values', () => {
    const mine = valuesOfPackage(stored({ title: 'Eight nights in Nice', price: 1399 }));
    const theirs = valuesOfPackage(stored({ price: 1499.5, destinationIds: ['city-9', 'city-10', 'country-5', 'country-6'], version: 4 }));
    const fields = conflictingFields(mine, theirs, names);
    expect(fields.map((field) => field.key)).toEqual(['title', 'price', 'destinationIds']);
    expect(fields.map((field) => field.label)).toEqual(['Title', 'Price per person (CAD)', 'Destinations']);
    expect(fields[1]).toMatchObject({ mine: { summary: '$1,399.00' }, theirs: { summary: '$1,499.50' } });
    expect(fields[2]!.mine).toEqual({ summary: '1 destination: Nice' });
    expect(fields[2]!.theirs).toEqual({ summary: '4 destinations: Nice, Cannes, France and 1 more', detail: 'Nice\nCannes\nFrance\nItaly' });
  });

  it('does not count an amount typed differently, or spaces around a title, as a difference', () => {
    const mine = valuesOfPackage(base);
    mine.draft = { ...mine.draft, price: '1299.00', title: ' Seven nights in Nice ' };
    expect(conflictingFields(mine, valuesOfPackage(base), names)).toEqual([]);
  });

  it('cuts long text in the summary and keeps the whole text as the detail', () => {
    const long = 'Sun and sea. '.repeat(30).trim();
    const fields = conflictingFields(valuesOfPackage(stored({ seo: { title: '', description: long } })), valuesOfPackage(base), names);
    expect(fields).toHaveLength(1);
    const value = fields[0]!.mine;
    expect(value.summary.length).toBeLessThanOrEqual(SUMMARY_CHARACTERS + 1);
    expect(value.summary.endsWith('…')).toBe(true);
    expect(value.detail).toBe(long);
    expect(fields[0]!.theirs).toEqual({ summary: '(empty)' });
  });

  it('compares tab by tab when both sides have the same tabs, naming the fields that differ', () => {
    const mine = valuesOfPackage(stored({ tabs: [base.tabs[0]!, { tabName: 'Terms', layoutName: 'Layout 8', fields: { terms: '<p>Deposit <strong>$300</strong>.</p>' } }] }));
    const fields = conflictingFields(mine, valuesOfPackage(base), names);
    expect(fields.map((field) => [field.key, field.label])).toEqual([['tabs.1', 'Tab Terms']]);
    expect(fields[0]!.mine.summary).toContain('Deposit $300.');
    expect(fields[0]!.theirs.summary).toContain('Deposit $250.');
  });

  it('compares the tabs as a whole when their names or order differ', () => {
    const mine = valuesOfPackage(stored({ tabs: [base.tabs[0]!] }));
    const fields = conflictingFields(mine, valuesOfPackage(base), names);
    expect(fields.map((field) => field.key)).toEqual(['tabs']);
    expect(fields[0]!.mine).toEqual({ summary: '1 tab: Overview (Overview)' });
    expect(fields[0]!.theirs).toEqual({ summary: '2 tabs: Overview (Overview), Terms (Terms and conditions)' });
    expect(tabsInOrder(mergeConflict(mine, valuesOfPackage(base), { tabs: 'theirs' }).tabs).map((tab) => tab.tabName)).toEqual(['Overview', 'Terms']);
    expect(tabsInOrder(mergeConflict(mine, valuesOfPackage(base), { tabs: 'mine' }).tabs).map((tab) => tab.tabName)).toEqual(['Overview']);
  });

  it('merges per field onto their values: kept fields are mine, taken ones theirs, the rest as both have it', () => {
    const mine = valuesOfPackage(stored({ title: 'Eight nights in Nice', price: 1399, tabs: [base.tabs[0]!, { tabName: 'Terms', layoutName: 'Layout 8', fields: { terms: '<p>Mine.</p>' } }] }));
    const theirs = valuesOfPackage(stored({ price: 1499, status: 'published', tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Theirs.', durationNights: 7 } }, base.tabs[1]!] }));
    const fields = conflictingFields(mine, theirs, names);
    expect(fields.map((field) => field.key)).toEqual(['title', 'price', 'status', 'tabs.0', 'tabs.1']);

    const merged = mergeConflict(mine, theirs, { title: 'mine', price: 'theirs', status: 'theirs', 'tabs.0': 'theirs', 'tabs.1': 'mine' });
    expect(merged.draft).toMatchObject({ title: 'Eight nights in Nice', price: '1499', status: 'published' });
    expect(tabsInOrder(merged.tabs).map((tab) => tab.fields)).toEqual([
      { summary: 'Theirs.', durationNights: 7 },
      { terms: '<p>Mine.</p>' },
    ]);
    // The merged values are a body the API takes.
    expect(checkDraft(merged.draft, merged.tabs).ok).toBe(true);

    expect(mergeConflict(mine, theirs, chooseAll(fields, 'theirs'))).toEqual(theirs);
    const allMine = mergeConflict(mine, theirs, chooseAll(fields, 'mine'));
    expect(packageInputOf(allMine.draft, allMine.tabs)).toEqual(packageInputOf(mine.draft, mine.tabs));
  });

  it('keeps the banner and its link preview image together', () => {
    const mine = valuesOfPackage(stored({ banner_image: 'package-images/cannes.jpg', share_image: 'package-images/cannes-share.jpg' }));
    const theirs = valuesOfPackage(base);
    const fields = conflictingFields(mine, theirs, names);
    expect(fields).toEqual([
      expect.objectContaining({ key: 'banner', label: 'Banner image', mine: expect.objectContaining({ summary: 'cannes.jpg, with its link preview image' }), theirs: expect.objectContaining({ summary: 'nice.jpg' }) }),
    ]);
    expect(mergeConflict(mine, theirs, { banner: 'theirs' }).draft).toMatchObject({ banner_image: 'package-images/nice.jpg', share_image: null });
    expect(mergeConflict(mine, theirs, { banner: 'mine' }).draft).toMatchObject({ banner_image: 'package-images/cannes.jpg', share_image: 'package-images/cannes-share.jpg' });
  });
});
