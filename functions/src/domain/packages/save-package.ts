import type { Package, PackageCreateInput, PackageUpdateInput } from '@tdp/shared/schemas/package';
import { Conflict, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { STALE_VERSION_MESSAGE } from '../../data/content-table.ts';
import { allocateId } from '../../data/counter-repository.ts';
import { bumpCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import {
  claimPackageUrl,
  forgetOldPackageUrl,
  getPackage,
  insertPackage,
  recordOldPackageUrl,
  releasePackageUrl,
  replacePackage,
  writePackageCard,
  type PackageUrlClaim,
} from '../../data/package-repository.ts';
import { preparePackageFields, type PackageFields } from './prepare-package.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { recordInitialPrices, recordPriceChanges } from './price-history.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/**
 * Creating and updating packages. dynalite has no transactions, so each save is an ordered sequence of
 * single-item conditional writes, each safe to repeat:
 * 1. reserve the url slug (guard item, conditional on being free or already this package's); on an update, the
 *    new slug is recorded beside the package first, so whatever stops the save, a delete finds every guard;
 * 2. when a published package changes its slug, record the previous one as an old url of the package;
 * 3. write the package (create: only if absent; update: only if the stored version is the one read);
 * 4. record prices in the price history (keyed by the version stored, so a repeat overwrites itself): a create its
 *    first prices, an update what it moved (a departure's price or tax, or the package's); then write the card (only
 *    if not older than the stored card);
 * 5. a draft's previous slug is freed (nobody could link to it); a published package's stays its own, so
 *    links to it redirect (the guard still names the package, whose url is now another); a slug taken back
 *    is no longer an old url;
 * 6. bump the catalogue version, last, so indexes rebuild only once everything is stored.
 */

/** 409 on `package_url`: the slug is another package's url, or an old url of another package that still redirects. */
async function urlTaken(slug: string, claim: Extract<PackageUrlClaim, { claimed: false }>): Promise<Conflict> {
  const owner = await getPackage(claim.ownerId);
  if (owner && owner.package_url !== slug) {
    return new Conflict(`This url is still the old address of “${owner.title}”: links to it lead to that package. Choose another one.`, {
      package_url: `is still the old address of “${owner.title}”`,
    });
  }
  return new Conflict('Another package already uses this url. Choose another one.', { package_url: 'is already used by another package' });
}

/** Creates a package at version 1 and returns it. */
export async function createPackage(input: PackageCreateInput, actor: WriteActor): Promise<Package> {
  await refuseUnusablePictures(input, null);
  const fields = await preparePackageFields(input, agencyToday(new Date(actor.now)));
  const now = new Date(actor.now);
  for (;;) {
    const id = await allocateId('package');
    const claim = await claimPackageUrl(fields.package_url, id, now);
    if (!claim.claimed) throw await urlTaken(fields.package_url, claim);
    const pkg: Package = { id, ...fields, version: 1, createdAt: actor.now, createdBy: actor.username, updatedAt: actor.now, updatedBy: actor.username };
    // The counter can lag behind ids loaded in bulk; give the slug back and take the next id.
    if (!(await insertPackage(pkg))) {
      await releasePackageUrl(fields.package_url, id);
      continue;
    }
    await recordInitialPrices(pkg);
    await writePackageCard(pkg);
    await bumpCatalogueVersion();
    return pkg;
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
  const stored: PackageFields = {
    package_url: current.package_url,
    title: current.title,
    banner_image: current.banner_image,
    share_image: current.share_image ?? null,
    price: current.price,
    tax: current.tax,
    icons_data: current.icons_data,
    dateRanges: current.dateRanges,
    destinationIds: current.destinationIds,
    travelStyleIds: current.travelStyleIds,
    departureCityIds: current.departureCityIds,
    status: current.status,
    validFrom: current.validFrom,
    validUntil: current.validUntil,
    seo: current.seo,
    tabs: current.tabs,
    departures: current.departures,
  };
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
  const urlChanged = fields.package_url !== current.package_url;
  // Links to a published package's address exist (shared, indexed, e-mailed): its old url keeps redirecting.
  const keepOldUrl = urlChanged && current.status === 'published';
  let claimedFresh = false;
  if (urlChanged) {
    await recordOldPackageUrl(id, fields.package_url, actor.now);
    const claim = await claimPackageUrl(fields.package_url, id, new Date(actor.now));
    if (!claim.claimed) {
      await forgetOldPackageUrl(id, fields.package_url);
      throw await urlTaken(fields.package_url, claim);
    }
    claimedFresh = claim.fresh;
    // Recorded before the package moves, so a delete finds this guard whatever happens next.
    if (keepOldUrl) await recordOldPackageUrl(id, current.package_url, actor.now);
  }

  const next: Package = {
    ...fields,
    id,
    version: input.version + 1,
    createdAt: current.createdAt,
    createdBy: current.createdBy,
    updatedAt: actor.now,
    updatedBy: actor.username,
  };
  try {
    await replacePackage(next, input.version);
  } catch (error) {
    // Give the new slug back if this save reserved it, unless a concurrent save of this package stored it.
    if (claimedFresh && (await getPackage(id))?.package_url !== fields.package_url) {
      await releasePackageUrl(fields.package_url, id);
      await forgetOldPackageUrl(id, fields.package_url);
    }
    throw error;
  }
  await recordPriceChanges(current, next);
  await writePackageCard(next);
  if (urlChanged) {
    await forgetOldPackageUrl(id, fields.package_url);
    if (!keepOldUrl) {
      await releasePackageUrl(current.package_url, id);
      await forgetOldPackageUrl(id, current.package_url);
    }
  }
  await bumpCatalogueVersion();
  return next;
}
