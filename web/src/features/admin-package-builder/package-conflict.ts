import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { populateTabs, tabsInOrder, type PackageTabsState, type TabData } from '@tdp/shared/catalogue/package-tabs-state';
import { formatDateRanges } from '@tdp/shared/deals/date-range-display';
import type { Package } from '@tdp/shared/schemas/package';
import { formatDate, formatMessage, formatPrice } from '../../lib/intl.ts';
import { conflictMessages } from './conflict-messages.ts';
import { builderMessages as messages } from './messages.ts';
import { draftFromPackage, type PackageDraft } from './package-draft.ts';
import { departuresMessages } from './departures-messages.ts';
import { mergedSide, mergeOutcome, sameContent, type MergeOutcome, type MergeSide } from './three-way-merge.ts';

/**
 * An edit conflict of the package builder: someone saved the package after this editor loaded it (the API
 * answered 409 on `version`). A three-way merge against the version both started from (the base) decides each
 * field: one only they changed takes theirs, one only I changed keeps mine, one neither changed stays, and only one
 * both changed, differently, is the admin's to choose (base, mine and theirs shown in the builder's own labels).
 * The merge is based on their version, so the next save is accepted (and refused again only if someone saves once more).
 */

/** The builder's values: the package's own fields and its tabs. */
export interface BuilderValues {
  draft: PackageDraft;
  tabs: PackageTabsState;
}

/** The three versions a merge reads: the package as this editor loaded it, the form now, and the stored package. */
export interface MergeSides {
  base: BuilderValues;
  mine: BuilderValues;
  theirs: BuilderValues;
}

/** Which side a conflicting field is taken from. */
export type ConflictSide = MergeSide;

/** How one side's value reads in the comparison. */
export interface ConflictValue {
  /** One line: the value, or a summary of a list ("3 destinations: Nice, Rome, Kyoto"). */
  summary: string;
  /** The whole value when the summary leaves some out (long text, each list entry on its line). */
  detail?: string;
}

/** A field one side changed: merged without asking, its new value shown. */
export interface MergedField {
  /** `title`, `banner`, `tabs` (the tabs' names and order), or a tab or one field of a tab. */
  key: string;
  /** The builder's label of the field ("Price per person (CAD)", "Tab Overview › Summary"). */
  label: string;
  value: ConflictValue;
}

/** A field both sides changed, differently: the admin keeps mine or takes theirs. */
export interface ConflictField {
  key: string;
  label: string;
  base: ConflictValue;
  mine: ConflictValue;
  theirs: ConflictValue;
}

/** What the merge does: their changes it takes, mine it keeps, and the fields the admin must choose. */
export interface PackageMerge {
  taken: MergedField[];
  kept: MergedField[];
  conflicts: ConflictField[];
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
  return entries.length > SUMMARY_ENTRIES || summary.length > SUMMARY_CHARACTERS
    ? { summary: summary.length > SUMMARY_CHARACTERS ? `${summary.slice(0, SUMMARY_CHARACTERS).trimEnd()}…` : summary, detail: entries.join('\n') }
    : { summary };
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
      return listValue(
        draft.destinationIds.map((id) => names.destination(id) ?? id),
        { one: conflictMessages.destinationOne, many: conflictMessages.destinationMany },
      );
    case 'travelStyleIds':
      return listValue(
        draft.travelStyleIds.map((id) => names.travelStyle(id) ?? `#${id}`),
        { one: conflictMessages.styleOne, many: conflictMessages.styleMany },
      );
    case 'departureCityIds':
      return listValue(
        draft.departureCityIds.map((id) => names.departureCity(id) ?? `#${id}`),
        { one: conflictMessages.cityOne, many: conflictMessages.cityMany },
      );
    case 'departures':
      return listValue(
        draft.departures.map(
          (row) =>
            `${row.departureCityId === null ? '—' : (names.departureCity(row.departureCityId) ?? `#${row.departureCityId}`)} ${row.date} $${row.price} + $${row.tax} (${row.availability})`,
        ),
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
      .map((entry) =>
        typeof entry === 'object' && entry !== null
          ? Object.values(entry)
              .filter((part) => typeof part === 'string' || typeof part === 'number')
              .map((part) => plainText(String(part)))
              .join(' – ')
          : tabFieldText(entry),
      )
      .join('; ');
  }
  return value === undefined || value === null ? '' : plainText(JSON.stringify(value));
}

/** A tab's layout and fields: what a tab holds, whatever its name. */
function contentOf(tab: TabData): Pick<TabData, 'layoutName' | 'fields'> {
  return { layoutName: tab.layoutName, fields: tab.fields };
}

/**
 * A tab's comparison value: its layout, then the fields that differ from one of the other sides' tabs (all of them
 * when another side has no such tab or another layout), each as "Label: text".
 */
function describeTab(tab: TabData | undefined, others: readonly (TabData | undefined)[]): ConflictValue {
  if (!tab) return { summary: conflictMessages.noSuchTab };
  const layout = getLayout(tab.layoutName);
  const differs = (key: string) => others.some((other) => !other || other.layoutName !== tab.layoutName || !sameContent(tab.fields[key], other.fields[key]));
  const lines = (layout?.fields ?? [])
    .filter((field) => differs(field.key))
    .map((field) => `${field.label}: ${tabFieldText(tab.fields[field.key]) || conflictMessages.empty}`);
  const head = formatMessage(conflictMessages.tabLayout, { layout: layout?.label ?? tab.layoutName });
  const text = [head, ...lines].join(' · ');
  return text.length > SUMMARY_CHARACTERS
    ? { summary: `${text.slice(0, SUMMARY_CHARACTERS).trimEnd()}…`, detail: [head, ...lines].join('\n') }
    : { summary: text };
}

function describeTabs(tabs: readonly TabData[]): ConflictValue {
  return listValue(
    tabs.map((tab) => `${tab.tabName} (${getLayout(tab.layoutName)?.label ?? tab.layoutName})`),
    { one: conflictMessages.tabOne, many: conflictMessages.tabMany },
  );
}

/** The builder's values of a stored package. */
export function valuesOfPackage(pkg: Package): BuilderValues {
  return draftFromPackage(pkg);
}

type Version = keyof MergeSides;
const VERSIONS: readonly Version[] = ['base', 'mine', 'theirs'];

/** One field of the merge: what became of it, and how each version of it reads. */
interface MergeUnit {
  key: string;
  label: string;
  outcome: MergeOutcome;
  describe: (version: Version, names: ConflictNames) => ConflictValue;
}

/**
 * A place in a side's list of tabs: the tab's name now, and the name it had in the base (null for a tab the side
 * added). The tabs' shape is the list of these: their names, order, additions, removals and renames.
 */
interface TabSlot {
  name: string;
  origin: string | null;
}

/**
 * Where each of a side's tabs came from in the base: the base tab of the same name, or else a base tab the side no
 * longer has with the same layout and fields (the builder renames a tab in place, keeping its content).
 */
function slotsOf(baseTabs: readonly TabData[], tabs: readonly TabData[]): TabSlot[] {
  const baseNames = new Set(baseTabs.map((tab) => tab.tabName));
  const names = new Set(tabs.map((tab) => tab.tabName));
  const gone = baseTabs.filter((tab) => !names.has(tab.tabName));
  return tabs.map((tab) => {
    if (baseNames.has(tab.tabName)) return { name: tab.tabName, origin: tab.tabName };
    const index = gone.findIndex((candidate) => sameContent(contentOf(candidate), contentOf(tab)));
    if (index === -1) return { name: tab.tabName, origin: null };
    return { name: tab.tabName, origin: gone.splice(index, 1)[0]!.tabName };
  });
}

/** A side's tab in a slot: the one of the same base tab, or the added tab of that name. */
function tabInSlot(tabs: readonly TabData[], slots: readonly TabSlot[], slot: TabSlot): TabData | undefined {
  const index = slots.findIndex((candidate) =>
    slot.origin === null ? candidate.origin === null && candidate.name === slot.name : candidate.origin === slot.origin,
  );
  return index === -1 ? undefined : tabs[index];
}

/** Whether a side that dropped base tabs dropped one the other side changed (merging would lose that change). */
function dropsChangedTab(baseTabs: readonly TabData[], kept: readonly TabSlot[], otherTabs: readonly TabData[], otherSlots: readonly TabSlot[]): boolean {
  const origins = new Set(kept.map((slot) => slot.origin));
  return baseTabs.some((tab) => {
    if (origins.has(tab.tabName)) return false;
    const other = tabInSlot(otherTabs, otherSlots, { name: tab.tabName, origin: tab.tabName });
    return other !== undefined && !sameContent(contentOf(other), contentOf(tab));
  });
}

/** A layout field's value as compared: unset and empty are the same. */
function fieldValue(tab: TabData | undefined, key: string): unknown {
  const value = tab?.fields[key];
  return value === '' ? undefined : value;
}

/** A key naming one tab (by its base name, or its name when added) and, optionally, one of its fields. */
function tabKey(slot: TabSlot, field?: string): string {
  return `tabs:${JSON.stringify(slot.origin === null ? ['added', slot.name, field ?? null] : ['base', slot.origin, field ?? null])}`;
}

/**
 * The merge of the tabs. Their shape (names, order, added, removed and renamed tabs) is one field: when one side
 * changed it (without dropping a tab the other side changed), each tab's content is merged on its own, field by
 * field when the tab keeps its layout on every side, as a whole otherwise; when both changed it differently, the
 * whole list of tabs is the admin's to choose.
 */
function planTabs(sides: MergeSides): { units: MergeUnit[]; assemble: (pick: (unit: MergeUnit) => MergeSide) => PackageTabsState } {
  const tabs: Record<Version, TabData[]> = {
    base: tabsInOrder(sides.base.tabs).map(tabContent),
    mine: tabsInOrder(sides.mine.tabs).map(tabContent),
    theirs: tabsInOrder(sides.theirs.tabs).map(tabContent),
  };
  const slots: Record<Version, TabSlot[]> = {
    base: tabs.base.map((tab) => ({ name: tab.tabName, origin: tab.tabName })),
    mine: slotsOf(tabs.base, tabs.mine),
    theirs: slotsOf(tabs.base, tabs.theirs),
  };
  let outcome = mergeOutcome(slots.base, slots.mine, slots.theirs);
  if (outcome === 'mine' && dropsChangedTab(tabs.base, slots.mine, tabs.theirs, slots.theirs)) outcome = 'conflict';
  if (outcome === 'theirs' && dropsChangedTab(tabs.base, slots.theirs, tabs.mine, slots.mine)) outcome = 'conflict';
  const shape: MergeUnit = { key: 'tabs', label: messages.tabsHeading, outcome, describe: (version) => describeTabs(tabs[version]) };
  if (outcome === 'conflict') {
    return { units: [shape], assemble: (pick) => populateTabs(tabs[pick(shape)]) };
  }

  const merged = outcome === 'theirs' ? slots.theirs : slots.mine;
  const units: MergeUnit[] = [shape];
  const builders = merged.map((slot): ((pick: (unit: MergeUnit) => MergeSide) => TabData) => {
    const base = slot.origin === null ? undefined : tabs.base.find((tab) => tab.tabName === slot.origin);
    // A side without the tab has left it as it was.
    const mine = tabInSlot(tabs.mine, slots.mine, slot) ?? base;
    const theirs = tabInSlot(tabs.theirs, slots.theirs, slot) ?? base;
    // A tab only one side added comes whole with the tabs' shape.
    if (!mine || !theirs) {
      const added = { ...(mine ?? theirs)!, tabName: slot.name };
      return () => added;
    }
    const tab: Record<Version, TabData | undefined> = { base, mine, theirs };
    const sameLayout = theirs.layoutName === mine.layoutName && (!base || base.layoutName === mine.layoutName);
    if (!sameLayout) {
      const unit: MergeUnit = {
        key: tabKey(slot),
        label: formatMessage(conflictMessages.tabLabel, { name: slot.name }),
        outcome: mergeOutcome(base && contentOf(base), contentOf(mine), contentOf(theirs)),
        describe: (version) =>
          describeTab(
            tab[version],
            VERSIONS.filter((other) => other !== version).map((other) => tab[other]),
          ),
      };
      units.push(unit);
      return (pick) => ({ ...(pick(unit) === 'mine' ? mine : theirs), tabName: slot.name });
    }
    const fieldUnits = (getLayout(mine.layoutName)?.fields ?? []).map((field): [string, MergeUnit] => [
      field.key,
      {
        key: tabKey(slot, field.key),
        label: formatMessage(conflictMessages.tabFieldLabel, { name: slot.name, field: field.label }),
        outcome: mergeOutcome(fieldValue(base, field.key), fieldValue(mine, field.key), fieldValue(theirs, field.key)),
        describe: (version) => textValue(tabFieldText(fieldValue(tab[version], field.key))),
      },
    ]);
    units.push(...fieldUnits.map(([, unit]) => unit));
    return (pick) => ({
      tabName: slot.name,
      layoutName: mine.layoutName,
      fields: Object.fromEntries(
        fieldUnits.map(([key, unit]) => [key, fieldValue(pick(unit) === 'mine' ? mine : theirs, key)]).filter(([, value]) => value !== undefined),
      ),
    });
  });
  return { units, assemble: (pick) => populateTabs(builders.map((build) => build(pick))) };
}

/** The draft keys a field stands for: the banner is the banner image and its share image. */
function draftKeysOf(field: DraftField): (keyof PackageDraft)[] {
  return field === 'banner' ? ['banner_image', 'share_image'] : [field];
}

/** Every field of the merge, and how to build the merged values once the side of each is known. */
function planMerge(sides: MergeSides): { units: MergeUnit[]; assemble: (pick: (unit: MergeUnit) => MergeSide) => BuilderValues } {
  const draftUnits = DRAFT_FIELDS.map((field): MergeUnit => ({
    key: field,
    label: DRAFT_LABELS[field],
    outcome: mergeOutcome(draftValueOf(sides.base.draft, field), draftValueOf(sides.mine.draft, field), draftValueOf(sides.theirs.draft, field)),
    describe: (version, names) => describeDraftField(sides[version].draft, field, names),
  }));
  const tabs = planTabs(sides);
  return {
    units: [...draftUnits, ...tabs.units],
    assemble: (pick) => {
      const mineKeys = DRAFT_FIELDS.filter((_, index) => pick(draftUnits[index]!) === 'mine').flatMap(draftKeysOf);
      const draft: PackageDraft = { ...sides.theirs.draft, ...Object.fromEntries(mineKeys.map((key) => [key, sides.mine.draft[key]])), urlFollowsTitle: false };
      return { draft, tabs: tabs.assemble(pick) };
    },
  };
}

/** The merge of the three versions, described for the admin: their changes taken, mine kept, and the conflicts. */
export function describeMerge(sides: MergeSides, names: ConflictNames): PackageMerge {
  const { units } = planMerge(sides);
  const changed = (outcome: 'mine' | 'theirs') =>
    units.filter((unit) => unit.outcome === outcome).map((unit) => ({ key: unit.key, label: unit.label, value: unit.describe(outcome, names) }));
  return {
    taken: changed('theirs'),
    kept: changed('mine'),
    conflicts: units
      .filter((unit) => unit.outcome === 'conflict')
      .map((unit) => ({
        key: unit.key,
        label: unit.label,
        base: unit.describe('base', names),
        mine: unit.describe('mine', names),
        theirs: unit.describe('theirs', names),
      })),
  };
}

/**
 * The merged values to save with their version: each field from the side that changed it, and each conflict from
 * the side chosen for it (every conflict needs a choice).
 */
export function applyMerge(sides: MergeSides, choices: Readonly<Record<string, ConflictSide>>): BuilderValues {
  return planMerge(sides).assemble((unit) => mergedSide(unit.outcome, Object.hasOwn(choices, unit.key) ? choices[unit.key] : undefined, unit.label));
}

/** Every conflict on one side: what "Keep all mine" and "Take all theirs" choose. */
export function chooseAll(fields: readonly ConflictField[], side: ConflictSide): Record<string, ConflictSide> {
  return Object.fromEntries(fields.map((field) => [field.key, side]));
}
