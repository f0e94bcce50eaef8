import type { Package, PackageCreateInput, PackageTab } from '@tdp/shared/schemas/package';
import { PACKAGE_FIELD_NAMES, pickFields } from '@tdp/shared/schemas/package';
import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { destinationIdsOfContinent } from '@tdp/shared/schemas/destination';
import { storableDeparture } from '@tdp/shared/departures/departure';
import { withDerivedDepartureFields } from '@tdp/shared/departures/departure-derivations';
import { Invalid } from '../domain-errors.ts';
import { listContinents } from '../../data/continent-repository.ts';
import { travelStyleRepository } from '../../data/travel-style-repository.ts';
import { departureCityRepository } from '../../data/departure-city-repository.ts';
import { pricingTableRepository } from '../../data/pricing-table-repository.ts';
import { referencedTableIds } from './package-card.ts';
import { prepareFrench } from './prepare-french.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';

/** The fields of a package an admin edits, as stored (no id, version or audit fields). */
export type PackageFields = Omit<Package, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/**
 * Slugs a package may not take: they are fixed API paths under /packages/ (API Gateway prefers the
 * literal route, so the package would be unreachable) or the SPA's /deals/disney page.
 */
export const RESERVED_PACKAGE_URLS: ReadonlySet<string> = new Set(['deals', 'six', 'three', 'admin-all', 'edit-form', 'table', 'disney']);

/** DynamoDB refuses items over 400 KB; leave room for the key and attribute names. */
const PACKAGE_ITEM_MAX_BYTES = 350 * 1024;

/** Rich-text fields sanitised against the allowlist; a required one left empty by sanitising is refused. */
async function sanitizeTabs(tabs: PackageTab[], fields: Record<string, string>): Promise<PackageTab[]> {
  const { richTextToPlainText, sanitizeRichText } = await loadRichTextSanitizer();
  return tabs.map((tab, tabIndex) => {
    const layout = getLayout(tab.layoutName);
    const cleaned: Record<string, unknown> = { ...tab.fields };
    for (const field of layout?.fields ?? []) {
      const value = cleaned[field.key];
      if (field.kind !== 'richtext' || typeof value !== 'string') continue;
      const safe = sanitizeRichText(value);
      cleaned[field.key] = safe;
      if (field.required && richTextToPlainText(safe).trim() === '') fields[`tabs.${tabIndex}.fields.${field.key}`] = 'is required';
    }
    return { tabName: tab.tabName, layoutName: tab.layoutName, fields: cleaned };
  });
}

/**
 * Turns a validated create/update body into the stored fields: refuses reserved slugs, sanitises rich
 * text, and checks that every destination, style, departure city and pricing table it names exists.
 * Every problem is reported at once, by field (400). A package with departures gets its price, tax, date
 * ranges and departure cities from them as of `today` (the agency's day), whatever the body says; one without
 * keeps what was typed and stores no `departures` field.
 */
export async function preparePackageFields(input: PackageCreateInput, today: string): Promise<PackageFields> {
  const fields: Record<string, string> = {};
  if (RESERVED_PACKAGE_URLS.has(input.package_url)) fields.package_url = 'is reserved for a page of the site; choose another';
  if (input.fr?.slug !== undefined && RESERVED_PACKAGE_URLS.has(input.fr.slug)) fields['fr.slug'] = 'is reserved for a page of the site; choose another';

  const tabs = await sanitizeTabs(input.tabs, fields);
  const tableRefs = tabs.flatMap((tab, tabIndex) =>
    (getLayout(tab.layoutName)?.fields ?? [])
      .filter((field) => field.kind === 'tableRef' && typeof tab.fields[field.key] === 'number')
      .map((field) => ({ path: `tabs.${tabIndex}.fields.${field.key}`, id: tab.fields[field.key] as number })),
  );
  const tableIds = referencedTableIds({ tabs });
  const [continents, styles, departures, tables] = await Promise.all([
    listContinents(),
    travelStyleRepository.list(),
    departureCityRepository.list(),
    Promise.all(tableIds.map((id) => pricingTableRepository.get(id))),
  ]);

  const knownDestinations = new Set(continents.flatMap(destinationIdsOfContinent));
  input.destinationIds.forEach((id, index) => {
    if (!knownDestinations.has(id)) fields[`destinationIds.${index}`] = 'is not a destination of the destination tree';
  });
  const knownStyles = new Set(styles.map((style) => style.id));
  input.travelStyleIds.forEach((id, index) => {
    if (!knownStyles.has(id)) fields[`travelStyleIds.${index}`] = 'is not a travel style';
  });
  const knownDepartures = new Set(departures.map((city) => city.id));
  input.departureCityIds.forEach((id, index) => {
    if (!knownDepartures.has(id)) fields[`departureCityIds.${index}`] = 'is not a departure city';
  });
  (input.departures ?? []).forEach((departure, index) => {
    if (!knownDepartures.has(departure.departureCityId)) fields[`departures.${index}.departureCityId`] = 'is not a departure city';
  });
  const knownTables = new Set(tables.filter((table) => table !== null).map((table) => table.id));
  for (const reference of tableRefs) if (!knownTables.has(reference.id)) fields[reference.path] = 'is not a table';

  const storedDepartures = (input.departures ?? []).map(storableDeparture);
  const { departures: _asTyped, fr: _french, ...typedFields } = pickFields(input, PACKAGE_FIELD_NAMES);
  const french = await prepareFrench(input.fr, input, { ...input, tabs }, fields);
  const typed: PackageFields = {
    ...typedFields,
    share_image: input.share_image ?? null,
    tabs,
    ...(storedDepartures.length > 0 ? { departures: storedDepartures } : {}),
    ...(french ? { fr: french } : {}),
  };
  const prepared = withDerivedDepartureFields(typed, today);
  if (Buffer.byteLength(JSON.stringify(prepared), 'utf8') > PACKAGE_ITEM_MAX_BYTES) {
    const departureBytes = Buffer.byteLength(JSON.stringify(storedDepartures), 'utf8');
    const limit = `a package can hold at most ${Math.floor(PACKAGE_ITEM_MAX_BYTES / 1024)} KB`;
    // Name the larger part: the tabs, or the departures (shorter notes and codes, or fewer departures).
    if (departureBytes > Buffer.byteLength(JSON.stringify(tabs), 'utf8')) fields.departures = `make the departures fewer or their notes shorter: ${limit}`;
    else fields.tabs = `make the tabs shorter: ${limit}`;
  }
  const names = Object.keys(fields);
  if (names.length > 0) throw new Invalid(`Check ${names.length === 1 ? 'the field' : 'these fields'}: ${names.join(', ')}.`, fields);
  return prepared;
}
