/**
 * Every key of the catalogue's items in the content table, built in one place.
 *
 * Access patterns (all Query or GetItem, never Scan):
 *
 * | pattern                                   | key                                               |
 * |-------------------------------------------|---------------------------------------------------|
 * | list / get continents (with their tree)   | PK=CONTINENT, SK={id}                             |
 * | list / get travel styles                  | PK=TRAVEL_STYLE, SK={id}                          |
 * | list / get departure cities               | PK=DEPARTURE_CITY, SK={id}                        |
 * | list / get pricing tables                 | PK=PRICING_TABLE, SK={id}                         |
 * | list / get promotions                     | PK=PROMOTION, SK={id}                             |
 * | list / get testimonials                   | PK=TESTIMONIAL, SK={id}                           |
 * | list / get top best bets                  | PK=BEST_BET, SK={id}                              |
 * | list / get continent top picks            | PK=TOP_PICK, SK={continent id}                    |
 * | list / get portal suppliers (guide)       | PK=SUPPLIER, SK={id}                              |
 * | list / get portal webinars and events     | PK=WEBINAR, SK={id}                               |
 * | list / get portal newsletters             | PK=NEWSLETTER, SK={id}                            |
 * | full package (builder, detail page)       | PK=PACKAGE#{id}, SK=PACKAGE                       |
 * | every package card (deals index, admin)   | PK=PACKAGE_CARD, SK={id}                          |
 * | package id by url slug (unique guard)     | PK=PACKAGE_URL#{slug}, SK=PACKAGE_URL             |
 * | a package's old url slugs (redirects)     | PK=PACKAGE#{id}, SK begins_with OLD_URL#          |
 * | a package's price history, newest first   | PK=PACKAGE#{id}, SK begins_with PRICE# (desc)     |
 * | a package's agent-only notes              | PK=PACKAGE#{id}, SK=AGENT_NOTES                   |
 * | next id of an entity (atomic counter)     | PK=COUNTER, SK={entity}                           |
 * | catalogue version (index freshness)       | PK=CATALOGUE, SK=VERSION                          |
 *
 * Small collections share one partition each, so a list is one strongly consistent Query that sees the
 * admin's last write. Ids in sort keys are zero-padded so they sort as numbers.
 */

/** Primary key of a content-table item. */
export interface ContentKey {
  PK: string;
  SK: string;
}

/** Partitions holding a whole small collection, one item per entity. */
export const COLLECTION_PARTITIONS = {
  continent: 'CONTINENT',
  travelStyle: 'TRAVEL_STYLE',
  departureCity: 'DEPARTURE_CITY',
  pricingTable: 'PRICING_TABLE',
  promotion: 'PROMOTION',
  testimonial: 'TESTIMONIAL',
  bestBet: 'BEST_BET',
  topPick: 'TOP_PICK',
  packageCard: 'PACKAGE_CARD',
  supplier: 'SUPPLIER',
  webinar: 'WEBINAR',
  newsletter: 'NEWSLETTER',
} as const;
export type CollectionName = keyof typeof COLLECTION_PARTITIONS;

/** Entities whose numeric ids come from an atomic counter. */
export type CounterName =
  | 'continent'
  | 'country'
  | 'city'
  | 'travelStyle'
  | 'departureCity'
  | 'package'
  | 'pricingTable'
  | 'promotion'
  | 'testimonial'
  | 'bestBet'
  | 'supplier'
  | 'webinar'
  | 'newsletter';

const ID_WIDTH = 12;

/** Sort key form of a numeric id: zero-padded so `2` sorts before `10`. */
export function idSortKey(id: number): string {
  return String(id).padStart(ID_WIDTH, '0');
}

/** Reads a numeric id back from its sort key form. */
export function idFromSortKey(sortKey: string): number {
  return Number(sortKey);
}

/** Key of one member of a small collection. */
export function collectionItemKey(collection: CollectionName, id: number): ContentKey {
  return { PK: COLLECTION_PARTITIONS[collection], SK: idSortKey(id) };
}

/** Start of every package's own partition (`PACKAGE#{id}`): the package, its old url slugs, price history, agent notes. */
export const PACKAGE_PARTITION_PREFIX = 'PACKAGE#';

/** Key of the full package item (everything the builder and the detail page need). */
export function packageKey(id: number): ContentKey {
  return { PK: `${PACKAGE_PARTITION_PREFIX}${idSortKey(id)}`, SK: 'PACKAGE' };
}

/** Key of a package's card: the small summary the deals index and admin list read. */
export function packageCardKey(id: number): ContentKey {
  return collectionItemKey('packageCard', id);
}

/** Start of the partitions of the url guards (`PACKAGE_URL#{slug}`). */
export const PACKAGE_URL_PARTITION_PREFIX = 'PACKAGE_URL#';

/** Key of the guard item that reserves a package url slug for one package. */
export function packageUrlKey(slug: string): ContentKey {
  return { PK: `${PACKAGE_URL_PARTITION_PREFIX}${slug}`, SK: 'PACKAGE_URL' };
}

/** Sort-key prefix of the records of a package's old url slugs, in the package's own partition. */
export const PACKAGE_OLD_URL_PREFIX = 'OLD_URL#';

/**
 * Key of the record that package `id` still holds the url guard of `slug`, an address it was published under
 * before (it now redirects to the current one). Kept beside the package so deleting it finds every guard to free.
 */
export function packageOldUrlKey(id: number, slug: string): ContentKey {
  return { PK: packageKey(id).PK, SK: `${PACKAGE_OLD_URL_PREFIX}${slug}` };
}

/** Sort-key prefix of a package's price-history entries, in the package's own partition. */
export const PACKAGE_PRICE_HISTORY_PREFIX = 'PRICE#';

/** Key of the price-history entry of the save that stored `version` of package `id` (versions sort as numbers). */
export function packagePriceHistoryKey(id: number, version: number): ContentKey {
  return { PK: packageKey(id).PK, SK: `${PACKAGE_PRICE_HISTORY_PREFIX}${idSortKey(version)}` };
}

/**
 * Key of a package's agent-only notes, in the package's own partition but never in the package item: every public
 * read gets the package by its key (`SK=PACKAGE`) or queries the partition by a sort-key prefix (`OLD_URL#`,
 * `PRICE#`), so none of them reaches this item. Deleting the package deletes it.
 */
export function packageAgentNotesKey(id: number): ContentKey {
  return { PK: packageKey(id).PK, SK: 'AGENT_NOTES' };
}

/** Key of an entity's id counter. */
export function counterKey(name: CounterName): ContentKey {
  return { PK: 'COUNTER', SK: name };
}

/** Key of the catalogue version item every package and destination write bumps. */
export function catalogueVersionKey(): ContentKey {
  return { PK: 'CATALOGUE', SK: 'VERSION' };
}
