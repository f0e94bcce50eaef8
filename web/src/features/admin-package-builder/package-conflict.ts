import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { populateTabs, tabsInOrder, type PackageTabsState, type TabData } from '@tdp/shared/catalogue/package-tabs-state';
import { formatDateRanges } from '@tdp/shared/deals/date-range-display';
import type { Package } from '@tdp/shared/schemas/package';
import { formatDate, formatMessage, formatPrice } from '../../lib/intl.ts';
import { conflictMessages } from './conflict-messages.ts';
import { builderMessages as messages } from './messages.ts';
import { draftFromPackage, type PackageDraft } from './package-draft.ts';
import { departuresMessages } from './departures-messages.ts';

/**
 * An edit conflict of the package builder: someone saved the package after this editor loaded it (the API
 * answered 409 on `version`). The editor's values ("mine") are compared with the stored package ("theirs")
 * field by field, in the builder's own labels; the admin keeps or takes each one, and the merge is based on
 * their version, so the next save is accepted (and refused again only if someone saves once more).
 */

/** The builder's values: the package's own fields and its tabs. */
export interface BuilderValues {
  draft: PackageDraft;
  tabs: PackageTabsState;
}

/** Which side a field is taken from. */
export type ConflictSide = 'mine' | 'theirs';

/** How one side's value reads in the comparison. */
export interface ConflictValue {
  /** One line: the value, or a summary of a list ("3 destinations: Nice, Rome, Kyoto"). */
  summary: string;
  /** The whole value when the summary leaves some out (long text, each list entry on its line). */
  detail?: string;
}

/** A field whose value differs between mine and theirs. */
export interface ConflictField {
  /** `title`, `banner`, `tabs.1` (one tab, when both sides have the same tabs) or `tabs` (all of them). */
  key: string;
  /** The builder's label of the field ("Price per person (CAD)", "Tab Overview"). */
  label: string;
  mine: ConflictValue;
  theirs: ConflictValue;
}

/** Names of the things a package points at by id, for the comparison to read as the builder does. */
export interface ConflictNames {
  destination: (id: string) => string | undefined;
  travelStyle: (id: number) => string | undefined;
  departureCity: (id: number) => string | undefined;
}

/** Draft keys compared one by one; the banner and its share image go together (a share image belongs to its banner). */
const DRAFT_FIELDS = [
  'title',
  'package_url',
  'price',
  'tax',
  'banner',
  'icons_data',
  'dateRanges',
  'destinationIds',
  'travelStyleIds',
  'departureCityIds',
  'departures',
  'status',
  'validFrom',
  'validUntil',
  'seoTitle',
  'seoDescription',
] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];

const DRAFT_LABELS: Readonly<Record<DraftField, string>> = {
  title: messages.titleLabel,
  package_url: messages.urlLabel,
  price: messages.priceLabel,
  tax: messages.taxLabel,
  banner: messages.bannerLabel,
  icons_data: messages.iconsLabel,
  dateRanges: messages.datesLabel,
  destinationIds: messages.destinationsLabel,
  travelStyleIds: messages.stylesLabel,
  departureCityIds: messages.departuresLabel,
  departures: departuresMessages.section,
  status: messages.statusLabel,
  validFrom: messages.validFromLabel,
  validUntil: messages.validUntilLabel,
  seoTitle: messages.seoTitleLabel,
  seoDescription: messages.seoDescriptionLabel,
};

/** How many entries of a list the one-line summary names before "and N more". */
const SUMMARY_ENTRIES = 3;
/** Longer texts are cut in the summary; the whole text is the detail. */
export const SUMMARY_CHARACTERS = 140;

/** A value with object keys sorted and undefined properties left out, so equal content compares equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** An amount as typed: "1299.50" and "1299.5" are the same amount. */
function amountKey(text: string): unknown {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
}

function draftValueOf(draft: PackageDraft, field: DraftField): unknown {
  if (field === 'banner') return { banner_image: draft.banner_image, share_image: draft.share_image };
  if (field === 'price' || field === 'tax') return amountKey(draft[field]);
  if (field === 'title' || field === 'package_url' || field === 'seoTitle' || field === 'seoDescription') return draft[field].trim();
  return draft[field];
}

/** A tab as saved: its name, layout and the fields its layout has (set ones only). */
function tabContent(tab: TabData): TabData {
  const keys = new Set((getLayout(tab.layoutName)?.fields ?? []).map((field) => field.key));
  return {
    tabName: tab.tabName,
    layoutName: tab.layoutName,
    fields: Object.fromEntries(Object.entries(tab.fields).filter(([key, value]) => keys.has(key) && value !== undefined && value !== '')),
  };
}

/** Whether both sides have the same tabs (names, in the same order): then each tab is compared on its own. */
function sameTabNames(mine: PackageTabsState, theirs: PackageTabsState): boolean {
  return mine.order.length === theirs.order.length && mine.order.every((name, index) => theirs.order[index] === name);
}

/** Text of a rich-text or plain value, on one line. */
function plainText(value: string): string {
  return value
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text's comparison value: cut to a summary when long, the whole text then kept as the detail. */
function textValue(text: string): ConflictValue {
  if (text === '') return { summary: conflictMessages.empty };
  if (text.length <= SUMMARY_CHARACTERS) return { summary: text };
  return { summary: `${text.slice(0, SUMMARY_CHARACTERS).trimEnd()}…`, detail: text };
}

/** A list's comparison value: its count and first entries, every entry in the detail. */
function listValue(entries: readonly string[], noun: { one: string; many: string }): ConflictValue {
  if (entries.length === 0) return { summary: conflictMessages.none };
  const count = formatMessage(entries.length === 1 ? noun.one : noun.many, { count: entries.length });
  const shown = entries.slice(0, SUMMARY_ENTRIES).join(', ');
  const more = entries.length > SUMMARY_ENTRIES ? formatMessage(conflictMessages.andMore, { count: entries.length - SUMMARY_ENTRIES }) : '';
  const summary = `${count}: ${shown}${more}`;
  return entries.length > SUMMARY_ENTRIES || summary.length > SUMMARY_CHARACTERS ? { summary: summary.length > SUMMARY_CHARACTERS ? `${summary.slice(0, SUMMARY_CHARACTERS).trimEnd()}…` : summary, detail: entries.join('\n') } : { summary };
}

function amountValue(text: string): ConflictValue {
  const amount = amountKey(text);
  if (typeof amount === 'number') return { summary: formatPrice(amount, { exact: true }) };
  return textValue(text.trim());
}

function dayValue(date: string): ConflictValue {
  return { summary: /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date || conflictMessages.noDate };
}

/** The file name of a media key (`package-images/nice.jpg` → `nice.jpg`). */
function fileName(key: string): string {
  return key.split('/').at(-1) ?? key;
}

function describeDraftField(draft: PackageDraft, field: DraftField, names: ConflictNames): ConflictValue {
  switch (field) {
    case 'title':
    case 'package_url':
    case 'seoTitle':
    case 'seoDescription':
      return textValue(draft[field].trim());
    case 'price':
    case 'tax':
      return amountValue(draft[field]);
    case 'banner':
      if (draft.banner_image === '') return { summary: conflictMessages.noBanner };
      return {
        summary: formatMessage(draft.share_image ? conflictMessages.bannerWithShare : conflictMessages.banner, { name: fileName(draft.banner_image) }),
        detail: [draft.banner_image, draft.share_image].filter(Boolean).join('\n'),
      };
    case 'icons_data':
      return listValue(
        draft.icons_data.map((line) => (line.icon ? `${line.text1} (${line.icon})` : line.text1)),
        { one: conflictMessages.lineOne, many: conflictMessages.lineMany },
      );
    case 'dateRanges':
      return draft.dateRanges.length === 0 ? { summary: conflictMessages.none } : textValue(formatDateRanges(draft.dateRanges));
    case 'destinationIds':
      return listValue(draft.destinationIds.map((id) => names.destination(id) ?? id), { one: conflictMessages.destinationOne, many: conflictMessages.destinationMany });
    case 'travelStyleIds':
      return listValue(draft.travelStyleIds.map((id) => names.travelStyle(id) ?? `#${id}`), { one: conflictMessages.styleOne, many: conflictMessages.styleMany });
    case 'departureCityIds':
      return listValue(draft.departureCityIds.map((id) => names.departureCity(id) ?? `#${id}`), { one: conflictMessages.cityOne, many: conflictMessages.cityMany });
    case 'departures':
      return listValue(
        draft.departures.map((row) => `${row.departureCityId === null ? '—' : (names.departureCity(row.departureCityId) ?? `#${row.departureCityId}`)} ${row.date} $${row.price} + $${row.tax} (${row.availability})`),
        { one: conflictMessages.departureOne, many: conflictMessages.departureMany },
      );
    case 'status':
      return { summary: draft.status === 'published' ? messages.statusPublished : messages.statusDraft };
    case 'validFrom':
    case 'validUntil':
      return dayValue(draft[field]);
  }
}

/** One field value of a tab as one line of text. */
function tabFieldText(value: unknown): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((entry) => (typeof entry === 'object' && entry !== null ? Object.values(entry).filter((part) => typeof part === 'string' || typeof part === 'number').map((part) => plainText(String(part))).join(' – ') : tabFieldText(entry)))
      .join('; ');
  }
  return value === undefined || value === null ? '' : plainText(JSON.stringify(value));
}

/**
 * A tab's comparison value: its layout, then the fields that differ from the other side's tab (all of them when
 * the other side has no such tab), each as "Label: text".
 */
function describeTab(tab: TabData | undefined, other: TabData | undefined): ConflictValue {
  if (!tab) return { summary: conflictMessages.noSuchTab };
  const layout = getLayout(tab.layoutName);
  const differs = (key: string) => !other || other.layoutName !== tab.layoutName || !same(tab.fields[key], other.fields[key]);
  const lines = (layout?.fields ?? [])
    .filter((field) => differs(field.key))
    .map((field) => `${field.label}: ${tabFieldText(tab.fields[field.key]) || conflictMessages.empty}`);
  const head = formatMessage(conflictMessages.tabLayout, { layout: layout?.label ?? tab.layoutName });
  const text = [head, ...lines].join(' · ');
  return text.length > SUMMARY_CHARACTERS ? { summary: `${text.slice(0, SUMMARY_CHARACTERS).trimEnd()}…`, detail: [head, ...lines].join('\n') } : { summary: text };
}

function describeTabs(state: PackageTabsState): ConflictValue {
  return listValue(
    tabsInOrder(state).map((tab) => `${tab.tabName} (${getLayout(tab.layoutName)?.label ?? tab.layoutName})`),
    { one: conflictMessages.tabOne, many: conflictMessages.tabMany },
  );
}

/** The builder's values of a stored package. */
export function valuesOfPackage(pkg: Package): BuilderValues {
  return draftFromPackage(pkg);
}

/** The fields that differ between the editor's values and the stored package's, in the builder's order. */
export function conflictingFields(mine: BuilderValues, theirs: BuilderValues, names: ConflictNames): ConflictField[] {
  const fields: ConflictField[] = [];
  for (const field of DRAFT_FIELDS) {
    if (same(draftValueOf(mine.draft, field), draftValueOf(theirs.draft, field))) continue;
    fields.push({
      key: field,
      label: DRAFT_LABELS[field],
      mine: describeDraftField(mine.draft, field, names),
      theirs: describeDraftField(theirs.draft, field, names),
    });
  }
  const myTabs = tabsInOrder(mine.tabs).map(tabContent);
  const theirTabs = tabsInOrder(theirs.tabs).map(tabContent);
  if (sameTabNames(mine.tabs, theirs.tabs)) {
    myTabs.forEach((tab, index) => {
      const other = theirTabs[index]!;
      if (same(tab, other)) return;
      fields.push({
        key: `tabs.${index}`,
        label: formatMessage(conflictMessages.tabLabel, { name: tab.tabName }),
        mine: describeTab(tab, other),
        theirs: describeTab(other, tab),
      });
    });
  } else {
    fields.push({ key: 'tabs', label: messages.tabsHeading, mine: describeTabs(mine.tabs), theirs: describeTabs(theirs.tabs) });
  }
  return fields;
}

/** Every listed field on one side: what "Keep all mine" and "Take all theirs" choose. */
export function chooseAll(fields: readonly ConflictField[], side: ConflictSide): Record<string, ConflictSide> {
  return Object.fromEntries(fields.map((field) => [field.key, side]));
}

/**
 * The values to save after the comparison: their values, with mine put back where the admin kept them (a field
 * not chosen keeps mine). Fields that did not differ are the same on both sides. The result is to be saved with
 * their version.
 */
export function mergeConflict(mine: BuilderValues, theirs: BuilderValues, choices: Readonly<Record<string, ConflictSide>>): BuilderValues {
  const keep = (key: string) => (choices[key] ?? 'mine') === 'mine';
  const draft: PackageDraft = { ...theirs.draft, urlFollowsTitle: false };
  for (const field of DRAFT_FIELDS) {
    if (!keep(field)) continue;
    if (field === 'banner') {
      draft.banner_image = mine.draft.banner_image;
      draft.share_image = mine.draft.share_image;
    } else {
      (draft as unknown as Record<string, unknown>)[field] = mine.draft[field];
    }
  }
  let tabs: PackageTabsState;
  if (sameTabNames(mine.tabs, theirs.tabs)) {
    const myTabs = tabsInOrder(mine.tabs);
    tabs = populateTabs(tabsInOrder(theirs.tabs).map((tab, index) => (keep(`tabs.${index}`) ? myTabs[index]! : tab)));
  } else {
    tabs = keep('tabs') ? populateTabs(tabsInOrder(mine.tabs)) : populateTabs(tabsInOrder(theirs.tabs));
  }
  return { draft, tabs };
}
