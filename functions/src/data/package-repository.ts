import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Package } from '@tdp/shared/schemas/package';
import { packageDurationNights } from '@tdp/shared/schemas/package';
import { getLayout } from '@tdp/shared/layouts/layout-registry';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { lastDepartureDay, openDepartures } from '@tdp/shared/departures/departure-derivations';
import { dynamo, isConditionalCheckFailure } from './dynamo-client.ts';
import { decodeCardFares, encodeCardFares, type CardFare } from './card-fares.ts';
import {
  COLLECTION_PARTITIONS,
  PACKAGE_OLD_URL_PREFIX,
  packageCardKey,
  packageKey,
  packageOldUrlKey,
  packageUrlKey,
  type ContentKey,
} from './content-keys.ts';
import {
  contentTable,
  deleteExisting,
  deleteIfPresent,
  entityOf,
  getEntity,
  putIfAbsent,
  putItem,
  queryPartition,
  replaceVersioned,
} from './content-table.ts';

/**
 * Packages are stored as three kinds of item (see `content-keys.ts`):
 * - the full package (`PACKAGE#{id}`), the source of truth, versioned;
 * - its card (`PACKAGE_CARD`, one partition for all), a small projection the deals index and the admin
 *   list read in a few Query pages instead of reading every full package;
 * - a url guard (`PACKAGE_URL#{slug}`) that reserves the slug for one package id: its current url, and the
 *   urls it was published under before, which stay its own so links to them redirect (an old slug's guard
 *   names the package, whose `package_url` is then another);
 * - one record per old url still guarded (`PACKAGE#{id}` / `OLD_URL#{slug}`), so a delete frees them all.
 * Writes go in a fixed order (guard, old-url record, package, card) and every step is conditional and safe to repeat.
 */

const NOT_FOUND = 'There is no such package.';

/** Card entity name in the table. */
const CARD_ENTITY = 'packageCard';

/** A url guard left by a create that never finished may be taken over after this long. */
const ORPHAN_GUARD_AGE_MS = 5 * 60 * 1000;

export type { CardFare } from './card-fares.ts';

/**
 * What the card partition holds per package: the public card's fields, what the deals filter and the
 * admin list need, and the references delete guards look for. The destination NAME is not stored, so
 * renaming a country needs no card rewrite.
 */
export interface PackageCardRecord {
  id: number;
  package_url: string;
  title: string;
  banner_image: string;
  price: number;
  tax: number;
  icons_data: Package['icons_data'];
  /** The package's date entries; empty for a package with departures (the index derives its dates from `fares`). */
  dateRanges: Package['dateRanges'];
  durationNights: number | null;
  destinationIds: string[];
  travelStyleIds: number[];
  departureCityIds: number[];
  /** Pricing tables the package's tabs show. */
  tableIds: number[];
  status: Package['status'];
  validFrom: string | null;
  validUntil: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string;
  /**
   * A package with departures: those not sold out and not past on the day it was saved, for the deals index to
   * derive prices, dates, months and expiry for any later day and any chosen city. Absent without departures.
   * Stored as one text, `fareCodes` (see `card-fares.ts`).
   */
  fares?: CardFare[];
  /** The last day of any departure, sold-out ones included (the package expires after it); absent without departures. */
  lastDepartureDay?: string;
}

/** The fares of a package's departures that sell on `savedOn` or later (see `CardFare`). */
export function cardFaresOf(departures: NonNullable<Package['departures']>, savedOn: string): CardFare[] {
  return openDepartures(departures, savedOn).map((departure) =>
    departure.until === undefined
      ? [departure.departureCityId, departure.date, departure.price, departure.tax]
      : [departure.departureCityId, departure.date, departure.price, departure.tax, departure.until],
  );
}

/** Ids of the pricing tables a package's tabs reference (fields of kind `tableRef`). */
export function referencedTableIds(pkg: Pick<Package, 'tabs'>): number[] {
  const ids = new Set<number>();
  for (const tab of pkg.tabs) {
    for (const field of getLayout(tab.layoutName)?.fields ?? []) {
      const value = tab.fields[field.key];
      if (field.kind === 'tableRef' && typeof value === 'number') ids.add(value);
    }
  }
  return [...ids];
}

/**
 * The card record of a package; fares already past on the day it was saved (agency time) are left out. A package
 * with departures keeps no date entries on its card: they are derived from its departures, and the index derives
 * them again from the fares.
 */
export function toPackageCardRecord(pkg: Package): PackageCardRecord {
  const departures = pkg.departures ?? [];
  const departureFields =
    departures.length > 0 ? { fares: cardFaresOf(departures, isoDateInTimeZone(new Date(pkg.updatedAt), AGENCY_TIME_ZONE)), lastDepartureDay: lastDepartureDay(departures)! } : {};
  return {
    id: pkg.id,
    package_url: pkg.package_url,
    title: pkg.title,
    banner_image: pkg.banner_image,
    price: pkg.price,
    tax: pkg.tax,
    icons_data: pkg.icons_data,
    dateRanges: departures.length > 0 ? [] : pkg.dateRanges,
    durationNights: packageDurationNights(pkg),
    destinationIds: pkg.destinationIds,
    travelStyleIds: pkg.travelStyleIds,
    departureCityIds: pkg.departureCityIds,
    tableIds: referencedTableIds(pkg),
    status: pkg.status,
    validFrom: pkg.validFrom,
    validUntil: pkg.validUntil,
    version: pkg.version,
    updatedAt: pkg.updatedAt,
    updatedBy: pkg.updatedBy,
    ...departureFields,
  };
}

/**
 * A card as the card partition stores it: the fares as one text (`fareCodes`), and no empty date entries. Cards
 * written before the fares were coded hold `fares` as lists and their derived `dateRanges`; they read the same.
 */
export type StoredPackageCard = Omit<PackageCardRecord, 'fares' | 'dateRanges'> & { fareCodes?: string; fares?: CardFare[]; dateRanges?: Package['dateRanges'] };

/** A card record as stored (see `StoredPackageCard`). */
export function storedCardOf(record: PackageCardRecord): StoredPackageCard {
  const { fares, dateRanges, ...rest } = record;
  return fares === undefined ? { ...rest, dateRanges } : { ...rest, fareCodes: encodeCardFares(fares) };
}

/** A stored card as a record, whichever way its fares were stored. */
export function cardRecordOf(stored: StoredPackageCard): PackageCardRecord {
  const { fareCodes, fares, dateRanges, ...rest } = stored;
  const departures = stored.lastDepartureDay !== undefined;
  return {
    ...rest,
    dateRanges: departures ? [] : (dateRanges ?? []),
    ...(fareCodes !== undefined ? { fares: decodeCardFares(fareCodes) } : fares !== undefined ? { fares } : {}),
  };
}

/** The stored items of a package (package, card, url guard) for bulk loading (seed, bench). */
export function packageItemsForBulkLoad(pkg: Package): Array<Record<string, unknown>> {
  return [
    { ...pkg, ...packageKey(pkg.id), entity: 'package' },
    { ...storedCardOf(toPackageCardRecord(pkg)), ...packageCardKey(pkg.id), entity: CARD_ENTITY },
    { ...packageUrlKey(pkg.package_url), entity: 'packageUrl', packageId: pkg.id, claimedAt: pkg.createdAt },
  ];
}

/** The full package, or null. */
export function getPackage(id: number): Promise<Package | null> {
  return getEntity<Package>(packageKey(id));
}

/** Id of the package that owns a url slug, or null. */
export async function findPackageIdByUrl(slug: string): Promise<number | null> {
  const guard = await getEntity<{ packageId: number }>(packageUrlKey(slug));
  return guard ? guard.packageId : null;
}

async function putGuard(key: ContentKey, packageId: number, now: string, condition: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: contentTable(),
        Item: { ...key, entity: 'packageUrl', packageId, claimedAt: now },
        ConditionExpression: condition,
        ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** How a claim of a url slug ended. */
export type PackageUrlClaim =
  /** `fresh`: the guard was written now (a failed save gives it back); otherwise it was already this package's. */
  | { claimed: true; fresh: boolean }
  /** Another package holds the slug: as its url, or as an old url of it that still redirects. */
  | { claimed: false; ownerId: number };

/**
 * Reserves `slug` for package `packageId`. Succeeds when the slug is free or already this package's (a
 * retried save, or a package taking back one of its old urls), and takes over a guard whose package was
 * never written (a create that died half-way) once it is old enough. Otherwise names the package that owns it.
 */
export async function claimPackageUrl(slug: string, packageId: number, now: Date): Promise<PackageUrlClaim> {
  const key = packageUrlKey(slug);
  for (;;) {
    if (await putGuard(key, packageId, now.toISOString(), 'attribute_not_exists(PK)', {})) return { claimed: true, fresh: true };
    const guard = await getEntity<{ packageId: number; claimedAt: string }>(key);
    if (!guard) continue; // freed meanwhile: try again
    if (guard.packageId === packageId) return { claimed: true, fresh: false };
    const orphaned = now.getTime() - Date.parse(guard.claimedAt) > ORPHAN_GUARD_AGE_MS && (await getPackage(guard.packageId)) === null;
    if (!orphaned) return { claimed: false, ownerId: guard.packageId };
    if (await putGuard(key, packageId, now.toISOString(), 'packageId = :old', { ':old': guard.packageId })) return { claimed: true, fresh: true };
  }
}

/** Frees `slug` if package `packageId` still owns it (safe to repeat). */
export async function releasePackageUrl(slug: string, packageId: number): Promise<void> {
  await deleteIfPresent(packageUrlKey(slug), { expression: 'packageId = :id', values: { ':id': packageId } });
}

/** A package's record of one of its old urls, kept while that url's guard is the package's. */
export interface PackageOldUrlRecord {
  packageId: number;
  slug: string;
  /** When it was recorded (the package left this url, or a save of it was claiming it). */
  recordedAt: string;
}

/**
 * Records that package `packageId` holds (or is about to claim) the guard of `slug` besides its current url: an
 * old url that redirects, or the new url of a save under way. Safe to repeat.
 */
export function recordOldPackageUrl(packageId: number, slug: string, now: string): Promise<void> {
  return putItem(packageOldUrlKey(packageId, slug), 'packageOldUrl', { packageId, slug, recordedAt: now } satisfies PackageOldUrlRecord);
}

/** Drops the record of an old url (it is the package's url again, or its guard was freed); safe to repeat. */
export function forgetOldPackageUrl(packageId: number, slug: string): Promise<void> {
  return deleteIfPresent(packageOldUrlKey(packageId, slug));
}

/** The old urls a package keeps (one Query of its own partition). */
export async function listOldPackageUrls(packageId: number): Promise<PackageOldUrlRecord[]> {
  const records: PackageOldUrlRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: contentTable(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': packageKey(packageId).PK, ':prefix': PACKAGE_OLD_URL_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) records.push(entityOf<PackageOldUrlRecord>(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}

/** Frees every old url a package keeps: each guard (if still the package's), then its record. Safe to repeat. */
export async function releaseOldPackageUrls(packageId: number): Promise<number> {
  const records = await listOldPackageUrls(packageId);
  for (const record of records) {
    await releasePackageUrl(record.slug, packageId);
    await forgetOldPackageUrl(packageId, record.slug);
  }
  return records.length;
}

/** Stores a new package; false when the id is taken. */
export function insertPackage(pkg: Package): Promise<boolean> {
  return putIfAbsent(packageKey(pkg.id), 'package', pkg);
}

/** Replaces a package if its stored version is `expectedVersion` (409 when stale, 404 when gone). */
export function replacePackage(pkg: Package, expectedVersion: number): Promise<void> {
  return replaceVersioned(packageKey(pkg.id), 'package', pkg, expectedVersion, NOT_FOUND);
}

/**
 * Writes a package's card unless a newer one is stored, so two saves finishing out of order leave the
 * newest card.
 */
export async function writePackageCard(pkg: Package): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: contentTable(),
        Item: { ...storedCardOf(toPackageCardRecord(pkg)), ...packageCardKey(pkg.id), entity: CARD_ENTITY },
        ConditionExpression: 'attribute_not_exists(PK) OR #version <= :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': pkg.version },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** Deletes a package (404 when gone) and returns it; its card and guard are removed by the caller's next steps. */
export function deletePackage(id: number): Promise<Package> {
  return deleteExisting<Package>(packageKey(id), NOT_FOUND);
}

/** Deletes a package's card (safe to repeat). */
export function deletePackageCard(id: number): Promise<void> {
  return deleteIfPresent(packageCardKey(id));
}

/** One package's card, or null when there is no such package (its fares decoded, as `listPackageCards` gives them). */
export async function getPackageCard(id: number): Promise<PackageCardRecord | null> {
  const stored = await getEntity<StoredPackageCard>(packageCardKey(id));
  return stored ? cardRecordOf(stored) : null;
}

/** Every package card, in id order: a few Query pages of the card partition (about 1 KB per card). */
export async function listPackageCards(): Promise<PackageCardRecord[]> {
  return (await queryPartition<StoredPackageCard>(COLLECTION_PARTITIONS.packageCard)).map(cardRecordOf);
}
