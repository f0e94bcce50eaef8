import type { Package, PackageCreateInput, PackageUpdateInput } from '@tdp/shared/schemas/package';
import { PACKAGE_FIELD_NAMES, pickFields } from '@tdp/shared/schemas/package';
import { Conflict, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE, versionFailure } from '../../data/content-table.ts';
import { TransactionConditionsFailed, writeContentTransaction, type ContentWrite } from '../../data/content-transaction.ts';
import { allocateId } from '../../data/counter-repository.ts';
import { packageChangedWrites } from '../../data/catalogue-version-repository.ts';
import { packageKey } from '../../data/content-keys.ts';
import {
  claimPackageUrl,
  forgetOldPackageUrlWrite,
  getPackage,
  insertPackageWrite,
  PACKAGE_ITEM_WRITE,
  PACKAGE_URL_WRITE,
  recordOldPackageUrlWrite,
  releasePackageUrlWrite,
  replacePackageWrite,
  packageCardWrite,
  type PackageUrlClaim,
} from '../../data/package-repository.ts';
import { preparePackageFields, type PackageFields } from './prepare-package.ts';
import { toPackageCardRecord } from './package-card.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { initialPricesWrite, priceChangesWrite } from './price-history.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * Creating and updating packages. Each save is one DynamoDB transaction (docs/decisions/atomic-package-saves.md):
 * everything it changes lands together or not at all, so no reader ever sees a package without its card, a card
 * ahead of its package, a url claimed by nobody or a catalogue version announcing a change not stored. It holds:
 * - the package (create: only if the id is free; update: only if the stored version is the one read);
 * - the url guard when the url is new to the package (only if the slug is free, already the package's, or an
 *   orphan's), and on an update the previous url: a published package keeps it as an old url that redirects (the
 *   guard still names the package, whose url is now another), a draft frees it (nobody could link to it); a slug
 *   taken back is no longer an old url;
 * - the price history entry of the save (a create's first prices, an update's moved prices), the card, and the
 *   catalogue version's increment, so indexes rebuild once everything is stored.
 * A failed condition maps to the API's answers: a taken url is a 409 on `package_url`, a stale version a 409 on
 * `version`, a package gone a 404. At most 8 writes, about 0.5 MB at most: far inside DynamoDB's 100 and 4 MB.
 */

/** 409 on `package_url`: the slug is another package's url, or an old url of another package that still redirects. */
async function urlTaken(slug: string, ownerId: number): Promise<Conflict> {
  const owner = await getPackage(ownerId);
  if (owner && owner.package_url !== slug) {
    return new Conflict(`This url is still the old address of “${owner.title}”: links to it lead to that package. Choose another one.`, {
      package_url: `is still the old address of “${owner.title}”`,
    });
  }
  return new Conflict('Another package already uses this url. Choose another one.', { package_url: 'is already used by another package' });
}

/** The write of a url claim, or the 409 when another package holds the slug. */
async function claimedUrlWrite(slug: string, claim: PackageUrlClaim): Promise<ContentWrite> {
  if (!claim.claimed) throw await urlTaken(slug, claim.ownerId);
  return claim.write;
}

/**
 * The writes that give a package its French address (docs/decisions/bilingual-catalogue.md). Addresses of both
 * languages are one set of guards: a French slug that is none of the package's English addresses claims its guard
 * (409 on `fr.slug` when another package holds it) and is recorded beside the package like an old url, so that a
 * delete frees it; a previous French slug stays the package's when it was published (it redirects, as an old English
 * url does), a draft's is freed.
 */
async function frenchSlugWrites(id: number, current: Package | null, next: Pick<Package, 'package_url' | 'fr'>, now: Date): Promise<ContentWrite[]> {
  const slug = next.fr?.slug;
  const previous = current?.fr?.slug;
  const writes: ContentWrite[] = [];
  if (slug !== undefined && slug !== next.package_url && slug !== previous && slug !== current?.package_url) {
    const claim = await claimPackageUrl(slug, id, now);
    if (!claim.claimed) {
      const taken = await urlTaken(slug, claim.ownerId);
      throw new Conflict(taken.message, { 'fr.slug': Object.values(taken.fields ?? {})[0] ?? 'is already used by another package' });
    }
    writes.push(claim.write, recordOldPackageUrlWrite(id, slug, now.toISOString()));
  }
  if (
    current &&
    previous !== undefined &&
    previous !== slug &&
    previous !== next.package_url &&
    previous !== current.package_url &&
    current.status !== 'published'
  ) {
    const release = await releasePackageUrlWrite(previous, id);
    if (release) writes.push(release);
    writes.push(forgetOldPackageUrlWrite(id, previous));
  }
  return writes;
}

/** Creates a package at version 1 and returns it. */
export async function createPackage(input: PackageCreateInput, actor: WriteActor): Promise<Package> {
  await refuseUnusablePictures(input, null);
  const fields = await preparePackageFields(input, agencyToday(new Date(actor.now)));
  const now = new Date(actor.now);
  for (;;) {
    const id = await allocateId('package');
    const pkg: Package = { id, ...fields, version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username };
    const urlWrite = await claimedUrlWrite(fields.package_url, await claimPackageUrl(fields.package_url, id, now));
    const frenchWrites = await frenchSlugWrites(id, null, pkg, now);
    try {
      await writeContentTransaction([
        insertPackageWrite(pkg),
        urlWrite,
        ...frenchWrites,
        initialPricesWrite(pkg),
        packageCardWrite(toPackageCardRecord(pkg)),
        ...packageChangedWrites(id, now),
      ]);
      return pkg;
    } catch (error) {
      // The counter can lag behind ids loaded in bulk (take the next id), or the url was claimed meanwhile (the
      // next turn reads who holds it).
      if (error instanceof TransactionConditionsFailed && (error.failedOn(PACKAGE_ITEM_WRITE) || error.failedOn(PACKAGE_URL_WRITE))) continue;
      throw error;
    }
  }
}

/** A value with object keys sorted and undefined properties left out: what the content is, whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Whether the prepared fields are what the package already holds (a package stored before share images counts as none). */
function holdsSameFields(current: Package, fields: PackageFields): boolean {
  const stored: PackageFields = { ...pickFields(current, PACKAGE_FIELD_NAMES), share_image: current.share_image ?? null };
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(fields));
}

/**
 * Replaces a package's editable fields if it is still at `input.version` (409 otherwise, nothing
 * changed) and returns the stored package. A save whose content (after sanitising) is what the package
 * already holds writes nothing: the answer is the package as it is, its version and audit fields unchanged.
 */
export async function updatePackage(id: number, input: PackageUpdateInput, actor: WriteActor): Promise<Package> {
  const current = await getPackage(id);
  if (!current) throw new NotFound('There is no such package.');
  if (current.version !== input.version) throw new Conflict(STALE_VERSION_MESSAGE, { version: 'is out of date' });
  await refuseUnusablePictures(input, current);
  const fields = await preparePackageFields(input, agencyToday(new Date(actor.now)));
  // Saving what is stored is not a change: no new version, no new author, no catalogue rebuild.
  if (holdsSameFields(current, fields)) return current;
  const next: Package = {
    ...fields,
    id,
    version: input.version + 1,
    createdAt: current.createdAt,
    createdBy: current.createdBy,
    updatedAt: actor.now,
    updatedBy: actor.username,
  };
  const prices = priceChangesWrite(current, next);
  for (;;) {
    const writes = [replacePackageWrite(next, input.version)];
    if (fields.package_url !== current.package_url) {
      writes.push(await claimedUrlWrite(fields.package_url, await claimPackageUrl(fields.package_url, id, new Date(actor.now))));
      writes.push(forgetOldPackageUrlWrite(id, fields.package_url));
      // Links to a published package's address exist (shared, indexed, e-mailed): its old url keeps redirecting.
      if (current.status === 'published') writes.push(recordOldPackageUrlWrite(id, current.package_url, actor.now));
      // A draft's previous url is freed, unless it is now its French address (recorded then, so a delete frees it).
      else if (fields.fr?.slug === current.package_url) writes.push(recordOldPackageUrlWrite(id, current.package_url, actor.now));
      else {
        const release = await releasePackageUrlWrite(current.package_url, id);
        if (release) writes.push(release);
      }
    }
    writes.push(...(await frenchSlugWrites(id, current, next, new Date(actor.now))));
    if (prices) writes.push(prices);
    writes.push(packageCardWrite(toPackageCardRecord(next)), ...packageChangedWrites(id));
    try {
      await writeContentTransaction(writes);
      return next;
    } catch (error) {
      if (!(error instanceof TransactionConditionsFailed)) throw error;
      if (error.failedOn(PACKAGE_ITEM_WRITE)) throw await versionFailure(packageKey(id), 'There is no such package.');
      // The url was claimed meanwhile: the next turn reads who holds it.
      if (!error.failedOn(PACKAGE_URL_WRITE)) throw error;
    }
  }
}
