import { describe, expect, it } from 'vitest';
import type { Package } from '@tdp/shared/schemas/package';
import { tabsInOrder, type TabData } from '@tdp/shared/catalogue/package-tabs-state';
import { checkDraft, packageInputOf } from './package-draft.ts';
import {
  applyMerge,
  chooseAll,
  describeMerge,
  SUMMARY_CHARACTERS,
  valuesOfPackage,
  type BuilderValues,
  type ConflictNames,
  type MergeSides,
} from './package-conflict.ts';

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

/** The three versions of a merge: the base package, and each side's changes to it. */
function sides(mine: Partial<Package>, theirs: Partial<Package>): MergeSides {
  return {
    base: valuesOfPackage(base),
    mine: valuesOfPackage({ ...base, ...mine }),
    theirs: valuesOfPackage({ ...base, ...theirs, version: base.version + 1 }),
  };
}

function keys(fields: readonly { key: string }[]): string[] {
  return fields.map((field) => field.key);
}

function labels(fields: readonly { label: string }[]): string[] {
  return fields.map((field) => field.label);
}

function tabsOf(values: BuilderValues): TabData[] {
  return tabsInOrder(values.tabs);
}

const overview = base.tabs[0]!;
const terms = base.tabs[1]!;

describe('three-way merge of a package edit conflict', () => {
  it('takes a field only they changed and keeps one only I changed, asking nothing (their Summary, my Title)', () => {
    const merge = sides({ title: 'Eight nights in Nice' }, { tabs: [{ ...overview, fields: { ...overview.fields, summary: 'Their week.' } }, terms] });
    expect(describeMerge(merge, names)).toEqual({
      taken: [expect.objectContaining({ label: 'Tab Overview › Summary', value: { summary: 'Their week.' } })],
      kept: [expect.objectContaining({ key: 'title', label: 'Title', value: { summary: 'Eight nights in Nice' } })],
      conflicts: [],
    });
    const merged = applyMerge(merge, {});
    expect(merged.draft.title).toBe('Eight nights in Nice');
    expect(tabsOf(merged)[0]!.fields).toEqual({ summary: 'Their week.', durationNights: 7 });
    expect(checkDraft(merged.draft, merged.tabs).ok).toBe(true);
  });

  it('lists neither a field no one changed nor one both changed alike, and keeps their common value', () => {
    const merge = sides({ price: 1399, seo: { title: 'Nice', description: '' } }, { price: 1399, tax: 230 });
    const described = describeMerge(merge, names);
    expect(keys(described.taken)).toEqual(['tax']);
    expect(keys(described.kept)).toEqual(['seoTitle']);
    expect(described.conflicts).toEqual([]);
    expect(applyMerge(merge, {}).draft).toMatchObject({ title: base.title, price: '1399', tax: '230', seoTitle: 'Nice' });
  });

  it('asks only for a field both changed differently, showing the value before, mine and theirs', () => {
    const merge = sides({ title: 'Eight nights in Nice', price: 1399 }, { title: 'Six nights in Nice', tax: 230 });
    const described = describeMerge(merge, names);
    expect(described.conflicts).toEqual([
      {
        key: 'title',
        label: 'Title',
        base: { summary: 'Seven nights in Nice' },
        mine: { summary: 'Eight nights in Nice' },
        theirs: { summary: 'Six nights in Nice' },
      },
    ]);
    expect(keys(described.taken)).toEqual(['tax']);
    expect(keys(described.kept)).toEqual(['price']);
    expect(() => applyMerge(merge, {})).toThrow('No choice was made for Title');
    expect(applyMerge(merge, { title: 'theirs' }).draft).toMatchObject({ title: 'Six nights in Nice', price: '1399', tax: '230' });
    expect(applyMerge(merge, chooseAll(described.conflicts, 'mine')).draft).toMatchObject({ title: 'Eight nights in Nice', price: '1399', tax: '230' });
  });

  it('does not count an amount typed differently, spaces around a title, or a list rebuilt with the same entries as a change', () => {
    const merge = sides({}, { price: 1499 });
    merge.mine.draft = {
      ...merge.mine.draft,
      price: '1299.00',
      title: ' Seven nights in Nice ',
      icons_data: base.icons_data.map((line) => ({ text1: line.text1, icon: line.icon })),
    };
    const described = describeMerge(merge, names);
    expect(keys(described.kept)).toEqual([]);
    expect(keys(described.taken)).toEqual(['price']);
  });

  it('merges lists (icon lines, dates, destinations) as whole values: one side’s additions and removals are taken, two different ones asked', () => {
    const flights = base.icons_data[0]!;
    const hotels = { icon: 'hotel' as const, text1: 'Hotels by the sea' };
    const transfers = { icon: 'bus' as const, text1: 'Transfers' };
    const added = sides({ destinationIds: [] }, { icons_data: [flights, hotels], dateRanges: [] });
    const described = describeMerge(added, names);
    expect(labels(described.taken)).toEqual(['Icons', 'Travel dates']);
    expect(described.kept).toEqual([expect.objectContaining({ key: 'destinationIds', value: { summary: 'None' } })]);
    expect(applyMerge(added, {}).draft).toMatchObject({ icons_data: [flights, hotels], dateRanges: [], destinationIds: [] });

    const both = sides({ icons_data: [flights, transfers] }, { icons_data: [flights, hotels] });
    const [icons] = describeMerge(both, names).conflicts;
    expect(icons).toMatchObject({
      key: 'icons_data',
      base: { summary: '1 line: Flights from Vancouver (plane)' },
      mine: { summary: '2 lines: Flights from Vancouver (plane), Transfers (bus)' },
    });
    expect(applyMerge(both, { icons_data: 'theirs' }).draft.icons_data).toEqual([flights, hotels]);
  });

  it('cuts long text in the summary and keeps the whole text as the detail', () => {
    const long = 'Sun and sea. '.repeat(30).trim();
    const [field] = describeMerge(sides({ seo: { title: '', description: long } }, { seo: { title: '', description: 'Short.' } }), names).conflicts;
    expect(field!.mine.summary.length).toBeLessThanOrEqual(SUMMARY_CHARACTERS + 1);
    expect(field!.mine.summary.endsWith('…')).toBe(true);
    expect(field!.mine.detail).toBe(long);
    expect(field!.base).toEqual({ summary: '(empty)' });
  });

  it('merges tabs field by field: their Summary and my Duration in the same tab are both kept', () => {
    const merge = sides(
      { tabs: [{ ...overview, fields: { ...overview.fields, durationNights: 8 } }, terms] },
      { tabs: [{ ...overview, fields: { ...overview.fields, summary: 'Theirs.' } }, terms] },
    );
    const described = describeMerge(merge, names);
    expect(labels(described.taken)).toEqual(['Tab Overview › Summary']);
    expect(labels(described.kept)).toEqual(['Tab Overview › Duration (nights)']);
    expect(tabsOf(applyMerge(merge, {}))[0]!.fields).toEqual({ summary: 'Theirs.', durationNights: 8 });
  });

  it('asks for a tab field both changed, with its text as each side has it', () => {
    const merge = sides(
      { tabs: [overview, { ...terms, fields: { terms: '<p>Deposit <strong>$300</strong>.</p>' } }] },
      { tabs: [overview, { ...terms, fields: { terms: '<p>Deposit $350.</p>' } }] },
    );
    expect(describeMerge(merge, names).conflicts).toEqual([
      expect.objectContaining({
        label: 'Tab Terms › Terms',
        base: { summary: 'Deposit $250.' },
        mine: { summary: 'Deposit $300.' },
        theirs: { summary: 'Deposit $350.' },
      }),
    ]);
    const [conflict] = describeMerge(merge, names).conflicts;
    expect(tabsOf(applyMerge(merge, { [conflict!.key]: 'mine' }))[1]!.fields).toEqual({ terms: '<p>Deposit <strong>$300</strong>.</p>' });
  });

  it('takes a tab they added and keeps my edits to the others', () => {
    const faq: TabData = { tabName: 'FAQ', layoutName: 'Layout 7', fields: { questions: [{ question: 'Visa?', answer: 'No.' }] } };
    const merge = sides({ tabs: [{ ...overview, fields: { ...overview.fields, summary: 'Mine.' } }, terms] }, { tabs: [overview, terms, faq] });
    const described = describeMerge(merge, names);
    expect(described.taken).toEqual([
      expect.objectContaining({ key: 'tabs', label: 'Tabs', value: { summary: '3 tabs: Overview (Overview), Terms (Terms and conditions), FAQ (FAQ)' } }),
    ]);
    expect(labels(described.kept)).toEqual(['Tab Overview › Summary']);
    expect(described.conflicts).toEqual([]);
    const merged = tabsOf(applyMerge(merge, {}));
    expect(merged.map((tab) => tab.tabName)).toEqual(['Overview', 'Terms', 'FAQ']);
    expect(merged[0]!.fields.summary).toBe('Mine.');
    expect(merged[2]).toEqual(faq);
  });

  it('drops a tab one side removed when the other left it alone, and asks when the other side changed it', () => {
    const removed = sides({ tabs: [overview] }, { title: 'Six nights in Nice' });
    expect(keys(describeMerge(removed, names).kept)).toEqual(['tabs']);
    expect(tabsOf(applyMerge(removed, {})).map((tab) => tab.tabName)).toEqual(['Overview']);

    const edited = sides({ tabs: [overview] }, { tabs: [overview, { ...terms, fields: { terms: '<p>Deposit $350.</p>' } }] });
    const [conflict] = describeMerge(edited, names).conflicts;
    expect(conflict).toEqual({
      key: 'tabs',
      label: 'Tabs',
      base: { summary: '2 tabs: Overview (Overview), Terms (Terms and conditions)' },
      mine: { summary: '1 tab: Overview (Overview)' },
      theirs: { summary: '2 tabs: Overview (Overview), Terms (Terms and conditions)' },
    });
    expect(tabsOf(applyMerge(edited, { tabs: 'theirs' }))[1]!.fields).toEqual({ terms: '<p>Deposit $350.</p>' });
    expect(tabsOf(applyMerge(edited, { tabs: 'mine' })).map((tab) => tab.tabName)).toEqual(['Overview']);
  });

  it('follows a tab I renamed: their changes to its fields reach it under its new name', () => {
    const merge = sides(
      { tabs: [overview, { ...terms, tabName: 'Conditions' }] },
      { tabs: [overview, { ...terms, fields: { terms: '<p>Deposit $350.</p>' } }] },
    );
    const described = describeMerge(merge, names);
    expect(labels(described.kept)).toEqual(['Tabs']);
    expect(labels(described.taken)).toEqual(['Tab Conditions › Terms']);
    expect(tabsOf(applyMerge(merge, {}))).toEqual([overview, { tabName: 'Conditions', layoutName: 'Layout 8', fields: { terms: '<p>Deposit $350.</p>' } }]);
  });

  it('asks for the whole list of tabs when both sides changed it differently (both renamed, or both added)', () => {
    const renamed = sides({ tabs: [overview, { ...terms, tabName: 'Conditions' }] }, { tabs: [overview, { ...terms, tabName: 'Small print' }] });
    expect(keys(describeMerge(renamed, names).conflicts)).toEqual(['tabs']);
    expect(tabsOf(applyMerge(renamed, { tabs: 'theirs' })).map((tab) => tab.tabName)).toEqual(['Overview', 'Small print']);

    const gallery: TabData = { tabName: 'Photos', layoutName: 'Layout 4', fields: { images: [{ image: 'package-images/a.jpg', caption: 'Beach' }] } };
    const rich: TabData = { tabName: 'Why go', layoutName: 'Layout 6', fields: { body: '<p>Sun.</p>' } };
    const added = sides({ tabs: [overview, terms, gallery] }, { tabs: [overview, terms, rich] });
    const [conflict] = describeMerge(added, names).conflicts;
    expect(conflict).toMatchObject({
      key: 'tabs',
      mine: { summary: expect.stringContaining('Photos') },
      theirs: { summary: expect.stringContaining('Why go') },
    });
  });

  it('merges a tab whose layout one side changed as a whole tab', () => {
    const rich: TabData = { tabName: 'Terms', layoutName: 'Layout 6', fields: { body: '<p>All our terms.</p>' } };
    const theirsOnly = sides({ title: 'Eight nights in Nice' }, { tabs: [overview, rich] });
    expect(labels(describeMerge(theirsOnly, names).taken)).toEqual(['Tab Terms']);
    expect(tabsOf(applyMerge(theirsOnly, {}))[1]).toEqual(rich);

    const both = sides({ tabs: [overview, { ...terms, fields: { terms: '<p>Deposit $300.</p>' } }] }, { tabs: [overview, rich] });
    const [conflict] = describeMerge(both, names).conflicts;
    expect(conflict).toMatchObject({
      label: 'Tab Terms',
      mine: { summary: expect.stringContaining('Deposit $300.') },
      theirs: { summary: expect.stringContaining('All our terms.') },
    });
    expect(tabsOf(applyMerge(both, { [conflict!.key]: 'mine' }))[1]).toEqual({ ...terms, fields: { terms: '<p>Deposit $300.</p>' } });
  });

  it('keeps the banner and its link preview image together', () => {
    const merge = sides(
      { banner_image: 'package-images/cannes.jpg', share_image: 'package-images/cannes-share.jpg' },
      { banner_image: 'package-images/antibes.jpg' },
    );
    const [banner] = describeMerge(merge, names).conflicts;
    expect(banner).toMatchObject({
      key: 'banner',
      label: 'Banner image',
      base: { summary: 'nice.jpg' },
      mine: { summary: 'cannes.jpg, with its link preview image' },
      theirs: { summary: 'antibes.jpg' },
    });
    expect(applyMerge(merge, { banner: 'theirs' }).draft).toMatchObject({ banner_image: 'package-images/antibes.jpg', share_image: null });
    expect(applyMerge(merge, { banner: 'mine' }).draft).toMatchObject({
      banner_image: 'package-images/cannes.jpg',
      share_image: 'package-images/cannes-share.jpg',
    });
  });

  it('gives their package back when I changed nothing, and mine when they changed nothing I did not', () => {
    const theirsOnly = sides({}, { title: 'Six nights in Nice', price: 1499, tabs: [overview] });
    expect(packageInputOf(applyMerge(theirsOnly, {}).draft, applyMerge(theirsOnly, {}).tabs)).toEqual(
      packageInputOf(theirsOnly.theirs.draft, theirsOnly.theirs.tabs),
    );
    const mineOnly = sides({ title: 'Six nights in Nice', price: 1499, tabs: [overview] }, {});
    const merged = applyMerge(mineOnly, {});
    expect(packageInputOf(merged.draft, merged.tabs)).toEqual(packageInputOf(mineOnly.mine.draft, mineOnly.mine.tabs));
  });
});
