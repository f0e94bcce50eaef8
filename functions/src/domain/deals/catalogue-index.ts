import type { Continent } from '@tdp/shared/schemas/destination';
import { continentDisplayName, formatDestinationId, isCruiseContinent } from '@tdp/shared/schemas/destination';
import { earliestDepartureOn } from '@tdp/shared/schemas/date-range';
import type { DealsFilter, DealsSort, PackageAdminRow, PackageCard, PackageStatus } from '@tdp/shared/schemas/package';
import { isPackageExpired, isPackageOnSale } from '@tdp/shared/schemas/package';
import type { SitemapPackage } from '@tdp/shared/schemas/sitemap';
import type { AdminPackageSort, SortDirection } from '@tdp/shared/api/routes/catalogue-routes';
import { dayNumber } from '@tdp/shared/departures/calendar-date';
import { dateRangesFromDepartures, fromPrice, priceSourceOn, type DepartureFacts, type PriceSource } from '@tdp/shared/departures/departure-derivations';
import { toCents, type PriceParts } from '@tdp/shared/pricing/all-in-price';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { inFrench, withoutFrench } from '@tdp/shared/catalogue/french-version';
import { CRUISE_CONTINENT_PREFIX } from '@tdp/shared/constants';
import type { PackageCardRecord } from '../packages/package-card.ts';
import { citySelection, FareTable, monthSpans, type FareChoice } from './fare-table.ts';

/**
 * An in-memory index of the catalogue, built from every package card and the destination tree, that
 * answers the deals query, the homepage lists and the admin list without reading the table again.
 *
 * Matching: each package's destinations are closed upwards (a city adds its country and continent, a
 * country its continent), and one posting list per destination id and per style holds the positions of
 * the published packages carrying it. A filter is then a union of postings per list and an intersection
 * between the two lists, walked in a precomputed order: O(catalogue) integer work, no I/O.
 *
 * Departures (see `fare-table.ts`): each published package's fares (its departures that sell, or for a package
 * without departures its listed cities × date entries at its one price) sit in flat typed arrays, with one posting
 * list per departure city and per travel month. A city or month filter intersects those postings with the others,
 * then checks each candidate's fares exactly for the day (past fares drop off at the agency's midnight) and takes
 * the cheapest fitting fare as the card's price. A package with departures is listed while one of them sells.
 *
 * Orders (ties broken by id, newest first, so pages never overlap):
 * - `recommended` (default): newest package first (highest id);
 * - `price-asc` / `price-desc`: by the all-in price the card shows: price plus tax, for a package with departures
 *   its cheapest selling departure's (of the chosen cities and months when the filter names some); recomputed
 *   once per calendar day;
 * - `departure`: soonest possible departure first (see `earliestDepartureOn`), packages without a
 *   future date last; recomputed once per calendar day.
 */

/** A page of packages and the total count of matches. */
export interface PackagePage<T> {
  packages: T[];
  total: number;
}

/** Filters of the admin package list. */
export interface AdminListQuery {
  page: number;
  limit: number;
  /** Words looked for in the title and url, ignoring case and accents. */
  search?: string;
  /** `expired` means published but past its last valid day. */
  status?: PackageStatus | 'expired';
  /** A destination id; a continent matches everything in it. */
  destinationId?: string;
  travelStyleId?: number;
  /** Column to order by; `updated` when not given. */
  sort?: AdminPackageSort;
  /** `desc` by default for `updated` (newest first), `asc` for the others. */
  dir?: SortDirection;
}

const titleCollator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });

/** Statuses in their life's order: a draft, then on sale (published), then past its last valid day. */
const STATUS_RANK = { draft: 0, published: 1, expired: 2 } as const;

/**
 * Orders of the admin list, ascending; ties are broken the same way in both directions (see `adminList`). Price orders
 * by the all-in price the row shows on `today` (`allInCentsOn`).
 */
function adminComparator(
  sort: AdminPackageSort,
  today: string,
  allInCentsOn: (card: PackageCardRecord) => number,
): (a: PackageCardRecord, b: PackageCardRecord) => number {
  const shownStatus = (card: PackageCardRecord) => (card.status === 'published' && isCardExpired(card, today) ? 'expired' : card.status);
  switch (sort) {
    case 'title':
      return (a, b) => titleCollator.compare(a.title, b.title);
    case 'price': {
      const cents = new Map<number, number>();
      const of = (card: PackageCardRecord) => cents.get(card.id) ?? cents.set(card.id, allInCentsOn(card)).get(card.id)!;
      return (a, b) => of(a) - of(b);
    }
    case 'status':
      return (a, b) => STATUS_RANK[shownStatus(a)] - STATUS_RANK[shownStatus(b)];
    case 'updated':
      return (a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0);
  }
}

/** Most recently changed first, then highest id: the default order, and the tie-break of every other. */
function byLastChange(a: PackageCardRecord, b: PackageCardRecord): number {
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id;
}

function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function byIdDescending(a: PackageCardRecord, b: PackageCardRecord): number {
  return b.id - a.id;
}

/** A published card record without its fares: the index keeps them in its fare table instead. */
function withoutFares(card: PackageCardRecord): PackageCardRecord {
  if (card.fares === undefined || card.status !== 'published') return card;
  const { fares: _fares, ...rest } = card;
  return rest;
}

/** Whether a card's package is past its last valid day or its last departure. */
function isCardExpired(card: PackageCardRecord, today: string): boolean {
  return isPackageExpired(card, today) || (card.lastDepartureDay !== undefined && card.lastDepartureDay < today);
}

/** The fares a card record keeps (a draft's: the index keeps a published package's in its fare table) as departures that sell. */
function faresOfRecord(record: PackageCardRecord): DepartureFacts[] {
  return (record.fares ?? []).map(([departureCityId, date, price, tax, until]) => ({
    departureCityId,
    date,
    ...(until !== undefined ? { until } : {}),
    price,
    tax,
    availability: 'available',
  }));
}

/** The fare filter of a deals filter, or null when it names no departure city and no month. */
function fareChoiceOf(filter: DealsFilter): FareChoice | null {
  const cities = filter.departureCityIds ?? [];
  const months = filter.months ?? [];
  if (cities.length === 0 && months.length === 0) return null;
  return { cities: cities.length > 0 ? citySelection(cities) : null, months: months.length > 0 ? monthSpans(months) : null };
}

export class CatalogueIndex {
  /** Every card, whatever its status. */
  private readonly cards: readonly PackageCardRecord[];
  private readonly byId: ReadonlyMap<number, PackageCardRecord>;
  private readonly byUrl: ReadonlyMap<string, PackageCardRecord>;
  /** Published cards; positions in the postings and orders point into this list. */
  private readonly published: readonly PackageCardRecord[];
  private readonly postingsByDestination = new Map<string, number[]>();
  private readonly postingsByStyle = new Map<number, number[]>();
  /** Pricing table id → positions of the published packages whose tabs show it. */
  private readonly postingsByTable = new Map<number, number[]>();
  /** Fares of the published packages, by position. */
  private readonly fares: FareTable;
  /** Departure city id → positions of the published packages selling from it. */
  private readonly postingsByDepartureCity = new Map<number, number[]>();
  /** Travel month `YYYY-MM` → positions of the published packages with a fare reaching into it. */
  private readonly postingsByMonth = new Map<string, number[]>();
  /** Positions whose fares reach into too many months to post (see `FareTable.monthsOf`): candidates of every month. */
  private readonly longSpanPositions: number[] = [];
  private readonly positionById = new Map<number, number>();
  private readonly recommendedOrder: Int32Array;
  /** The price orders and the departure order of `today`: recomputed once per calendar day. */
  private dayOrders: { today: string; orders: Record<Exclude<DealsSort, 'recommended'>, Int32Array> } | null = null;
  /**
   * Which published packages are on sale on `today`, and how many; and how many of them have a complete French version
   * (`frenchCount`): recomputed once per calendar day.
   */
  private onSaleMarks: { today: string; marks: Uint8Array; count: number; frenchCount: number } | null = null;
  /** 1 at the positions of the published packages whose French version is complete (their card has `fr`). */
  private readonly frenchMarks: Uint8Array;
  /** Destination id → itself and its ancestors (`city-5` → city-5, country-2, continent-1). */
  private readonly ancestors = new Map<string, string[]>();
  private readonly destinationNames = new Map<string, string>();
  /** Destination id → its current French name (places without one have none: the French site leaves them out). */
  private readonly frenchDestinationNames = new Map<string, string>();
  /** Each card's destinations closed upwards, by package id. */
  private readonly closures = new Map<number, ReadonlySet<string>>();
  /** The destination tree cut to the places with a package on sale on `today`, per language: recomputed once per calendar day. */
  private onSaleTrees: Partial<Record<CatalogueLanguage, { today: string; continents: Continent[] }>> = {};

  constructor(
    /** The catalogue version this index reflects. */
    readonly version: number,
    cards: readonly PackageCardRecord[],
    readonly continents: readonly Continent[],
  ) {
    const frenchName = (id: string, name: string | undefined) => {
      if (name !== undefined) this.frenchDestinationNames.set(id, name);
    };
    for (const continent of continents) {
      const continentId = formatDestinationId('continent', continent.continent_id);
      this.ancestors.set(continentId, [continentId]);
      this.destinationNames.set(continentId, continentDisplayName(continent));
      frenchName(continentId, inFrench(continent, ['continent_name'])?.continent_name);
      for (const country of continent.countries) {
        const countryId = formatDestinationId('country', country.id);
        this.ancestors.set(countryId, [countryId, continentId]);
        this.destinationNames.set(countryId, country.name);
        frenchName(countryId, inFrench(country, ['name'])?.name);
        for (const city of country.cities) {
          const cityId = formatDestinationId('city', city.id);
          this.ancestors.set(cityId, [cityId, countryId, continentId]);
          this.destinationNames.set(cityId, city.name);
          frenchName(cityId, inFrench(city, ['name'])?.name);
        }
      }
    }
    for (const card of cards) {
      // An id missing from the tree (a draft pointing at a deleted place) still matches itself.
      this.closures.set(card.id, new Set(card.destinationIds.flatMap((id) => this.ancestors.get(id) ?? [id])));
    }
    const published = cards.filter((card) => card.status === 'published').sort(byIdDescending);
    this.fares = new FareTable(published);
    // The fares now live in the table; the records keep the rest.
    this.cards = cards.map(withoutFares);
    this.byId = new Map(this.cards.map((card) => [card.id, card]));
    const byUrl = new Map(this.cards.map((card) => [card.package_url, card]));
    // A French address finds its package too (the addresses of both languages are one set of guards).
    for (const card of this.cards) if (card.fr && !byUrl.has(card.fr.package_url)) byUrl.set(card.fr.package_url, card);
    this.byUrl = byUrl;
    this.published = published.map((card) => this.byId.get(card.id)!);
    this.published.forEach((card, position) => {
      this.positionById.set(card.id, position);
      for (const destination of this.closures.get(card.id)!) pushTo(this.postingsByDestination, destination, position);
      for (const style of card.travelStyleIds) pushTo(this.postingsByStyle, style, position);
      for (const table of card.tableIds) pushTo(this.postingsByTable, table, position);
      for (const city of this.fares.citiesOf(position)) pushTo(this.postingsByDepartureCity, city, position);
      const months = this.fares.monthsOf(position);
      if (months === null) this.longSpanPositions.push(position);
      else for (const month of months) pushTo(this.postingsByMonth, month, position);
    });
    this.recommendedOrder = Int32Array.from(this.published.map((_, position) => position));
    this.frenchMarks = Uint8Array.from(this.published.map((card) => (card.fr ? 1 : 0)));
  }

  /** Bytes of the fare table (typed arrays), for the bench's memory figure. */
  get fareTableBytes(): number {
    return this.fares.bytes;
  }

  /** Number of cards (any status). */
  get size(): number {
    return this.cards.length;
  }

  /** The card record of a package id, whatever its status, or undefined. */
  cardRecord(id: number): PackageCardRecord | undefined {
    return this.byId.get(id);
  }

  /** The card record of a package url slug, whatever its status, or undefined. */
  cardRecordByUrl(slug: string): PackageCardRecord | undefined {
    return this.byUrl.get(slug);
  }

  /** Display name of a destination id in the current tree, or null. */
  destinationName(destinationId: string): string | null {
    return this.destinationNames.get(destinationId) ?? null;
  }

  /** The current French name of a destination id (a cruise group's as visitors read it), or null without one. */
  frenchDestinationName(destinationId: string): string | null {
    return this.frenchDestinationNames.get(destinationId) ?? null;
  }

  /** Whether a destination id names a place of the current tree. */
  hasDestination(destinationId: string): boolean {
    return this.ancestors.has(destinationId);
  }

  /**
   * The destination tree as visitors see it on `today` (menus, deals filter, search): only the places with a package
   * on sale. A city stays if a package on sale lists it; a country if a package lists it or one of its cities; a
   * continent (or cruise group) if a package lists it or anything in it. Each package's places are closed upwards
   * in the postings, so a place is kept exactly when its own posting holds a package on sale. Computed once a day.
   */
  continentsOnSale(today: string, lang: CatalogueLanguage = 'en'): Continent[] {
    const french = lang === 'fr';
    if (this.onSaleTrees[lang]?.today !== today) {
      const { marks } = this.onSale(today);
      const onSale = (id: string) =>
        (this.postingsByDestination.get(id) ?? []).some((position) => marks[position] === 1 && (!french || this.frenchMarks[position] === 1));
      // In French a place is shown under its French name, and only with one (docs/decisions/bilingual-catalogue.md).
      const named = (id: string) => !french || this.frenchDestinationNames.has(id);
      const nameOf = (id: string, english: string) => (french ? this.frenchDestinationNames.get(id)! : english);
      const continents: Continent[] = [];
      for (const continent of this.continents) {
        const continentId = formatDestinationId('continent', continent.continent_id);
        if (!onSale(continentId) || !named(continentId)) continue;
        const countries = continent.countries
          .filter((country) => onSale(formatDestinationId('country', country.id)) && named(formatDestinationId('country', country.id)))
          .map((country) => ({
            ...withoutFrench(country),
            name: nameOf(formatDestinationId('country', country.id), country.name),
            cities: country.cities
              .filter((city) => onSale(formatDestinationId('city', city.id)) && named(formatDestinationId('city', city.id)))
              .map((city) => ({ ...withoutFrench(city), name: nameOf(formatDestinationId('city', city.id), city.name) })),
          }));
        // A cruise group keeps its prefix in French (`Cruise_Fluviales`): the site tells the groups by it.
        const continentName = !french ? continent.continent_name : `${isCruiseContinent(continent) ? CRUISE_CONTINENT_PREFIX : ''}${nameOf(continentId, '')}`;
        continents.push({ ...withoutFrench(continent), continent_name: continentName, countries });
      }
      this.onSaleTrees[lang] = { today, continents };
    }
    return this.onSaleTrees[lang]!.continents;
  }

  /**
   * The card of a record as an admin sees it on `today` (any status), priced and dated as visitors' cards are that day
   * (see `publicCard`), with where its price comes from: staff quote the price visitors see. Its destination name
   * comes from the current tree.
   */
  toCard(record: PackageCardRecord, today: string): PackageCard & { priceSource: PriceSource } {
    const card = this.baseCard(record);
    if (record.lastDepartureDay === undefined) return { ...card, priceSource: priceSourceOn(null, today) };
    const position = this.positionById.get(record.id);
    const facts = position !== undefined ? this.fares.factsOf(position) : faresOfRecord(record);
    return { ...card, ...this.priceOn(record, today), dateRanges: dateRangesFromDepartures(facts, today), priceSource: priceSourceOn(facts, today) };
  }

  /**
   * The price a record shows on `today` without a city or month chosen: for a package with departures its cheapest fare
   * that sells that day (the fare table's answer for a published one, the shared rule on its own fares for a draft), or
   * its stored price when none sells, as on visitors' cards.
   */
  private priceOn(record: PackageCardRecord, today: string): PriceParts {
    const stored = { price: record.price, tax: record.tax };
    if (record.lastDepartureDay === undefined) return stored;
    const position = this.positionById.get(record.id);
    if (position === undefined) return fromPrice(faresOfRecord(record), today) ?? stored;
    const fare = this.fares.cheapest(position, dayNumber(today), null);
    return fare >= 0 ? this.fares.priceOf(fare) : stored;
  }

  /**
   * The card fields a record holds; its destination name comes from the current tree. In French (a record with `fr`
   * only) its title, icon texts and address are the French ones, its destination name the place's French name (null
   * without one).
   */
  private baseCard(record: PackageCardRecord, french = false): PackageCard {
    const first = record.destinationIds[0];
    const fr = french ? record.fr : undefined;
    return {
      id: record.id,
      package_url: fr ? fr.package_url : record.package_url,
      title: fr ? fr.title : record.title,
      banner_image: record.banner_image,
      price: record.price,
      tax: record.tax,
      icons_data: fr ? record.icons_data.map((icon, index) => ({ ...icon, text1: fr.icons[index] ?? icon.text1 })) : record.icons_data,
      dateRanges: record.dateRanges,
      destinationName: first ? (fr ? (this.frenchDestinationNames.get(first) ?? null) : this.destinationName(first)) : null,
      durationNights: record.durationNights,
    };
  }

  /**
   * The card visitors see on `today` of the published package at `position`: a package with departures shows the
   * price of its cheapest selling departure (of the chosen cities and months, when given) and the dates of those
   * departures; a package without shows its own.
   */
  private publicCard(position: number, today: string, choice: FareChoice | null, fare = -1, french = false): PackageCard {
    const record = this.published[position]!;
    const card = this.baseCard(record, french);
    if (!this.fares.hasDepartures(position)) return card;
    const todayNumber = dayNumber(today);
    const cheapest = fare >= 0 ? fare : this.fares.cheapest(position, todayNumber, choice);
    const price = cheapest >= 0 ? this.fares.priceOf(cheapest) : { price: record.price, tax: record.tax };
    return { ...card, ...price, dateRanges: this.fares.dateRangesOf(position, todayNumber, choice) };
  }

  /**
   * The card of a package visitors may see today, or null (draft, expired, no departure left, deleted; in French, a
   * package whose French version is not complete).
   */
  onSaleCard(id: number, today: string, lang: CatalogueLanguage = 'en'): PackageCard | null {
    const position = this.positionById.get(id);
    if (position === undefined || this.onSale(today).marks[position] === 0) return null;
    if (lang === 'fr' && this.frenchMarks[position] === 0) return null;
    return this.publicCard(position, today, null, -1, lang === 'fr');
  }

  /**
   * The deals query: published packages on sale today matching the filter, one page and the total. In French only the
   * packages whose French version is complete, counted alike.
   */
  deals(filter: DealsFilter, today: string, lang: CatalogueLanguage = 'en'): PackagePage<PackageCard> {
    const destinationMatch = this.unionOf(filter.destinationIds, this.postingsByDestination);
    const styleMatch = this.unionOf(filter.travelStyleIds, this.postingsByStyle);
    const french = lang === 'fr';
    const choice = fareChoiceOf(filter);
    if (choice) return this.dealsByFare(filter, choice, [destinationMatch, styleMatch, french ? this.frenchMarks : null], today, french);
    const onSale = this.onSale(today);
    const order = this.order(filter.sort ?? 'recommended', today);
    const first = (filter.page - 1) * filter.limit;
    const packages: PackageCard[] = [];
    // Without a filter the total is known already, so the walk can stop once the page is full.
    const unfiltered = !destinationMatch && !styleMatch;
    let matched = 0;
    for (const position of order) {
      if (onSale.marks[position] === 0) continue;
      if (french && this.frenchMarks[position] === 0) continue;
      if (destinationMatch && destinationMatch[position] === 0) continue;
      if (styleMatch && styleMatch[position] === 0) continue;
      if (matched >= first && packages.length < filter.limit) packages.push(this.publicCard(position, today, null, -1, french));
      matched += 1;
      if (unfiltered && packages.length === filter.limit) break;
    }
    return { packages, total: unfiltered ? (french ? onSale.frenchCount : onSale.count) : matched };
  }

  /**
   * The deals query with departure cities or months: candidates from the postings (city, month, destination, style,
   * on sale), each checked fare by fare for the day; price orders use the cheapest fitting fare.
   */
  private dealsByFare(filter: DealsFilter, choice: FareChoice, masks: Array<Uint8Array | null>, today: string, french: boolean): PackagePage<PackageCard> {
    const cityMatch =
      filter.departureCityIds && filter.departureCityIds.length > 0 ? this.unionOf(filter.departureCityIds, this.postingsByDepartureCity) : null;
    const monthMatch = filter.months && filter.months.length > 0 ? this.unionOf(filter.months, this.postingsByMonth) : null;
    if (monthMatch) for (const position of this.longSpanPositions) monthMatch[position] = 1;
    const { marks } = this.onSale(today);
    const todayNumber = dayNumber(today);
    const sort = filter.sort ?? 'recommended';
    const matches: Array<{ position: number; fare: number; key: number }> = [];
    const filters = [cityMatch, monthMatch, ...masks].filter((mask): mask is Uint8Array => mask !== null);
    candidates: for (let position = 0; position < this.published.length; position++) {
      if (marks[position] === 0) continue;
      for (const mask of filters) if (mask[position] === 0) continue candidates;
      const fare = this.fares.cheapest(position, todayNumber, choice);
      if (fare < 0) continue;
      const key = sort === 'departure' ? this.fares.earliest(position, todayNumber, choice) : sort === 'recommended' ? position : this.fares.allInCents(fare);
      matches.push({ position, fare, key });
    }
    const sign = sort === 'price-desc' ? -1 : 1;
    if (sort !== 'recommended') matches.sort((a, b) => sign * (a.key - b.key) || a.position - b.position);
    const first = (filter.page - 1) * filter.limit;
    const packages = matches.slice(first, first + filter.limit).map(({ position, fare }) => this.publicCard(position, today, choice, fare, french));
    return { packages, total: matches.length };
  }

  /** The homepage's deals: the first `count` packages on sale in the recommended order. */
  newest(count: number, today: string, lang: CatalogueLanguage = 'en'): PackageCard[] {
    return this.deals({ destinationIds: [], travelStyleIds: [], page: 1, limit: count }, today, lang).packages;
  }

  /**
   * Every package on sale on `today`, newest first, with its url and last change: what the sitemap lists. In French the
   * packages whose French version is complete, at their French addresses.
   */
  onSaleAddresses(today: string, lang: CatalogueLanguage = 'en'): SitemapPackage[] {
    const { marks } = this.onSale(today);
    const addresses: SitemapPackage[] = [];
    this.published.forEach((card, position) => {
      if (marks[position] === 0) return;
      if (lang !== 'fr') addresses.push({ package_url: card.package_url, updatedAt: card.updatedAt });
      else if (card.fr) addresses.push({ package_url: card.fr.package_url, updatedAt: card.updatedAt });
    });
    return addresses;
  }

  /**
   * Related deals for a package page: packages on sale other than `excludeId`, those sharing a listed
   * style first, then those sharing a country (or continent) with it, then the newest.
   */
  related(excludeId: number | null, travelStyleIds: readonly number[], count: number, today: string, lang: CatalogueLanguage = 'en'): PackageCard[] {
    const french = lang === 'fr';
    const styles = new Set(travelStyleIds);
    const excluded = excludeId === null ? undefined : this.byId.get(excludeId);
    const places = new Set([...(excluded ? this.closures.get(excluded.id)! : [])].filter((id) => !id.startsWith('city-')));
    const scored: Array<{ position: number; score: number }> = [];
    const { marks } = this.onSale(today);
    this.published.forEach((card, position) => {
      if (card.id === excludeId || marks[position] === 0 || (french && this.frenchMarks[position] === 0)) return;
      const sharesStyle = card.travelStyleIds.some((style) => styles.has(style));
      const sharesPlace = [...this.closures.get(card.id)!].some((place) => places.has(place));
      scored.push({ position, score: (sharesStyle ? 2 : 0) + (sharesPlace ? 1 : 0) });
    });
    scored.sort((a, b) => b.score - a.score || a.position - b.position);
    return scored.slice(0, count).map(({ position }) => this.publicCard(position, today, null, -1, french));
  }

  /**
   * The admin list: every package (any status), filtered, in the asked order (most recently changed first by
   * default). Equal values keep the default order whatever the direction, so pages never overlap.
   */
  adminList(query: AdminListQuery, today: string): PackagePage<PackageAdminRow> {
    const words = foldForSearch(query.search ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const matches = this.cards.filter((card) => {
      if (query.status === 'expired' && !(card.status === 'published' && isCardExpired(card, today))) return false;
      if ((query.status === 'draft' || query.status === 'published') && card.status !== query.status) return false;
      if (query.destinationId && !this.closures.get(card.id)!.has(query.destinationId)) return false;
      if (query.travelStyleId !== undefined && !card.travelStyleIds.includes(query.travelStyleId)) return false;
      if (words.length > 0) {
        const haystack = foldForSearch(`${card.title} ${card.package_url}`);
        if (!words.every((word) => haystack.includes(word))) return false;
      }
      return true;
    });
    const sort = query.sort ?? 'updated';
    const sign = (query.dir ?? (sort === 'updated' ? 'desc' : 'asc')) === 'desc' ? -1 : 1;
    const compare = adminComparator(sort, today, (card) => {
      const price = this.priceOn(card, today);
      return toCents(price.price) + toCents(price.tax);
    });
    matches.sort((a, b) => sign * compare(a, b) || byLastChange(a, b));
    const first = (query.page - 1) * query.limit;
    const packages = matches.slice(first, first + query.limit).map((card) => ({
      ...this.toCard(card, today),
      status: card.status,
      validUntil: card.validUntil,
      version: card.version,
      updatedAt: card.updatedAt,
      updatedBy: card.updatedBy,
    }));
    return { packages, total: matches.length };
  }

  /**
   * Whether a package on sale on `today` shows pricing table `tableId` (a tab of a table layout names it): the
   * tables visitors may read. Looks only at the packages referencing the table, no I/O.
   */
  showsTableOnSale(tableId: number, today: string): boolean {
    const positions = this.postingsByTable.get(tableId);
    if (!positions) return false;
    const { marks } = this.onSale(today);
    return positions.some((position) => marks[position] === 1);
  }

  /** Published packages (expired or not) for which `uses` is true: the answer of a delete guard. */
  publishedUsing(uses: (card: PackageCardRecord) => boolean): PackageCardRecord[] {
    return this.published.filter(uses);
  }

  private unionOf<K>(keys: readonly K[], postings: ReadonlyMap<K, number[]>): Uint8Array | null {
    if (keys.length === 0) return null;
    const marks = new Uint8Array(this.published.length);
    for (const key of keys) for (const position of postings.get(key) ?? []) marks[position] = 1;
    return marks;
  }

  private onSale(today: string): { marks: Uint8Array; count: number; frenchCount: number } {
    if (this.onSaleMarks?.today !== today) {
      const marks = new Uint8Array(this.published.length);
      let count = 0;
      let frenchCount = 0;
      const todayNumber = dayNumber(today);
      this.published.forEach((card, position) => {
        if (!isPackageOnSale(card, today)) return;
        // A package with departures is listed while one of them sells.
        if (this.fares.hasDepartures(position) && !this.fares.hasOpenFare(position, todayNumber)) return;
        marks[position] = 1;
        count += 1;
        frenchCount += this.frenchMarks[position]!;
      });
      this.onSaleMarks = { today, marks, count, frenchCount };
    }
    return this.onSaleMarks;
  }

  private order(sort: DealsSort, today: string): Int32Array {
    if (sort === 'recommended') return this.recommendedOrder;
    if (this.dayOrders?.today !== today) {
      const todayNumber = dayNumber(today);
      const never = Number.MAX_SAFE_INTEGER;
      const prices = new Float64Array(this.published.length);
      const departures = new Float64Array(this.published.length);
      this.published.forEach((card, position) => {
        if (this.fares.hasDepartures(position)) {
          const fare = this.fares.cheapest(position, todayNumber, null);
          prices[position] = fare >= 0 ? this.fares.allInCents(fare) : never;
          const earliest = this.fares.earliest(position, todayNumber, null);
          departures[position] = earliest >= 0 ? earliest : never;
        } else {
          prices[position] = Math.round(card.price * 100) + Math.round(card.tax * 100);
          const earliest = earliestDepartureOn(card.dateRanges, today);
          departures[position] = earliest === null ? never : dayNumber(earliest);
        }
      });
      const positions = Array.from(this.recommendedOrder);
      const orderBy = (compare: (a: number, b: number) => number) => Int32Array.from([...positions].sort(compare));
      this.dayOrders = {
        today,
        orders: {
          'price-asc': orderBy((a, b) => prices[a]! - prices[b]! || a - b),
          'price-desc': orderBy((a, b) => prices[b]! - prices[a]! || a - b),
          departure: orderBy((a, b) => departures[a]! - departures[b]! || a - b),
        },
      };
    }
    return this.dayOrders.orders[sort];
  }
}

function pushTo<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}
