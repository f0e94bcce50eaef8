import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Package } from '@tdp/shared/schemas/package';
import { dynamo } from './dynamo-client.ts';
import { decodeCardFares, encodeCardFares, type CardFare } from './card-fares.ts';
import type { PackageCardRecord } from '../domain/packages/package-card.ts';
import { COLLECTION_PARTITIONS, PACKAGE_OLD_URL_PREFIX, packageCardKey, packageKey, packageOldUrlKey, packageUrlKey } from './content-keys.ts';
import { contentTable, deleteIfPresent, entityOf, getEntity, queryPartition } from './content-table.ts';
import { deleteWrite, putWrite, type ContentWrite, type WriteCondition } from './content-transaction.ts';

/**
 * Packages are stored as three kinds of item (see `content-keys.ts`):
 * - the full package (`PACKAGE#{id}`), the source of truth, versioned;
 * - its card (`PACKAGE_CARD`, one partition for all), a small projection the deals index and the admin
 *   list read in a few Query pages instead of reading every full package;
 * - a url guard (`PACKAGE_URL#{slug}`) that reserves the slug for one package id: its current url, and the
 *   urls it was published under before, which stay its own so links to them redirect (an old slug's guard
 *   names the package, whose `package_url` is then another);
 * - one record per old url still guarded (`PACKAGE#{id}` / `OLD_URL#{slug}`), so a delete frees them all.
 * A save writes them in one transaction (`content-transaction.ts`): this module builds the writes, the use cases in
 * `domain/packages` list them.
 */

/** Card entity name in the table. */
const CARD_ENTITY = 'packageCard';

/**
 * A url guard whose package does not exist may be taken over after this long. Saves are atomic, so only a create
 * that stopped half-way before they were (docs/decisions/atomic-package-saves.md) can have left one.
 */
const ORPHAN_GUARD_AGE_MS = 5 * 60 * 1000;

/** Label of the write of the package item itself: its condition is the version (or, on a create, the free id). */
export const PACKAGE_ITEM_WRITE = 'package';
/** Label of the write that claims a url slug: its condition is that the slug is free or already the package's. */
export const PACKAGE_URL_WRITE = 'url';

/**
 * A card as the card partition stores it: the fares as one text (`fareCodes`), and no empty date entries. Cards
 * written before the fares were coded hold `fares` as lists and their derived `dateRanges`; they read the same.
 */
export type StoredPackageCard = Omit<PackageCardRecord, 'fares' | 'dateRanges'> & {
  fareCodes?: string;
  fares?: CardFare[];
  dateRanges?: Package['dateRanges'];
};

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

/** The stored items of a package (package, its card record, url guard) for bulk loading (seed, bench). */
export function packageBulkLoadItems(pkg: Package, card: PackageCardRecord): Array<Record<string, unknown>> {
  return [
    { ...pkg, ...packageKey(pkg.id), entity: 'package' },
    { ...storedCardOf(card), ...packageCardKey(pkg.id), entity: CARD_ENTITY },
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

/** How a save may take a url slug: the write that claims it (for the save's transaction), or who holds it. */
export type PackageUrlClaim =
  | { claimed: true; write: ContentWrite }
  /** Another package holds the slug: as its url, or as an old url of it that still redirects. */
  | { claimed: false; ownerId: number };

/**
 * How package `packageId` may take `slug`: when it is free or already this package's (a package taking back one of
 * its old urls), or held by a guard whose package was never written and is old enough, the guard's write,
 * conditional on the guard being still as read; otherwise the package that owns it.
 */
export async function claimPackageUrl(slug: string, packageId: number, now: Date): Promise<PackageUrlClaim> {
  const key = packageUrlKey(slug);
  const guard = await getEntity<{ packageId: number; claimedAt: string }>(key);
  const claim = (condition: WriteCondition): PackageUrlClaim => ({
    claimed: true,
    write: putWrite(PACKAGE_URL_WRITE, key, 'packageUrl', { packageId, claimedAt: now.toISOString() }, condition),
  });
  if (!guard) return claim({ expression: 'attribute_not_exists(PK)' });
  if (guard.packageId === packageId) return claim({ expression: 'packageId = :id', values: { ':id': packageId } });
  const orphaned = now.getTime() - Date.parse(guard.claimedAt) > ORPHAN_GUARD_AGE_MS && (await getPackage(guard.packageId)) === null;
  return orphaned ? claim({ expression: 'packageId = :old', values: { ':old': guard.packageId } }) : { claimed: false, ownerId: guard.packageId };
}

/** The write that frees `slug` if package `packageId` holds it; null when it does not (freed, or never its own). */
export async function releasePackageUrlWrite(slug: string, packageId: number): Promise<ContentWrite | null> {
  const key = packageUrlKey(slug);
  const guard = await getEntity<{ packageId: number }>(key);
  return guard?.packageId === packageId ? deleteWrite('released url', key, { expression: 'packageId = :id', values: { ':id': packageId } }) : null;
}

/** A package's record of one of its old urls, kept while that url's guard is the package's. */
export interface PackageOldUrlRecord {
  packageId: number;
  slug: string;
  /** When the package left this url. */
  recordedAt: string;
}

/** Frees `slug` now if package `packageId` still owns it (what a delete left behind; safe to repeat). */
export function releaseLeftoverPackageUrl(slug: string, packageId: number): Promise<void> {
  return deleteIfPresent(packageUrlKey(slug), { expression: 'packageId = :id', values: { ':id': packageId } });
}

/** The write that records `slug` as an old url of package `packageId`, whose guard it keeps so links to it redirect. */
export function recordOldPackageUrlWrite(packageId: number, slug: string, now: string): ContentWrite {
  return putWrite('old url', packageOldUrlKey(packageId, slug), 'packageOldUrl', { packageId, slug, recordedAt: now } satisfies PackageOldUrlRecord);
}

/** The write that drops the record of an old url (it is the package's url again, or its guard is freed). */
export function forgetOldPackageUrlWrite(packageId: number, slug: string): ContentWrite {
  return deleteWrite('old url', packageOldUrlKey(packageId, slug));
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

/**
 * Frees every old url a package keeps, one item at a time: each guard (if still the package's), then its record.
 * For what a delete leaves behind (the package already gone); safe to repeat.
 */
export async function releaseOldPackageUrls(packageId: number): Promise<number> {
  const records = await listOldPackageUrls(packageId);
  for (const record of records) {
    await releaseLeftoverPackageUrl(record.slug, packageId);
    await deleteIfPresent(packageOldUrlKey(packageId, record.slug));
  }
  return records.length;
}

/** The condition of a write of a package item at `expectedVersion` (it fails when the item is gone or newer). */
function atVersion(expectedVersion: number): WriteCondition {
  return { expression: 'attribute_exists(PK) AND #version = :expected', names: { '#version': 'version' }, values: { ':expected': expectedVersion } };
}

/** The write of a new package; its condition fails when the id is taken. */
export function insertPackageWrite(pkg: Package): ContentWrite {
  return putWrite(PACKAGE_ITEM_WRITE, packageKey(pkg.id), 'package', pkg, { expression: 'attribute_not_exists(PK)' });
}

/** The write that replaces a package stored at `expectedVersion` (its condition fails when stale or gone). */
export function replacePackageWrite(pkg: Package, expectedVersion: number): ContentWrite {
  return putWrite(PACKAGE_ITEM_WRITE, packageKey(pkg.id), 'package', pkg, atVersion(expectedVersion));
}

/** The write that deletes a package stored at `expectedVersion` (its condition fails when changed or gone). */
export function deletePackageWrite(id: number, expectedVersion: number): ContentWrite {
  return deleteWrite(PACKAGE_ITEM_WRITE, packageKey(id), atVersion(expectedVersion));
}

/** The write of a package's card, in the same transaction as the package it is made from. */
export function packageCardWrite(card: PackageCardRecord): ContentWrite {
  return putWrite('card', packageCardKey(card.id), CARD_ENTITY, storedCardOf(card));
}

/** The write that deletes a package's card. */
export function deletePackageCardWrite(id: number): ContentWrite {
  return deleteWrite('card', packageCardKey(id));
}

/** Deletes a package's card now (what a delete leaves behind; safe to repeat). */
export function deleteLeftoverPackageCard(id: number): Promise<void> {
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
