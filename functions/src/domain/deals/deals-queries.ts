import type { DealsFilter, PackageAdminRow, PackageCard } from '@tdp/shared/schemas/package';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { agencyToday } from './agency-calendar.ts';
import type { AdminListQuery, PackagePage } from './catalogue-index.ts';
import { currentCatalogueIndex } from './catalogue-index-cache.ts';

/** Deals on the homepage. */
export const HOMEPAGE_DEALS_COUNT = 6;
/** Related deals on a package page. */
export const RELATED_DEALS_COUNT = 3;

/** The deals query (`GET` and `POST /packages/deals`): on a warm function at most one GetItem every few seconds, whatever the catalogue size. */
export async function searchDeals(filter: DealsFilter, now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<PackagePage<PackageCard>> {
  return (await currentCatalogueIndex('recent')).deals(filter, agencyToday(now), lang);
}

/** The homepage's six deals: the newest packages on sale. */
export async function homepageDeals(now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<PackageCard[]> {
  return (await currentCatalogueIndex('recent')).newest(HOMEPAGE_DEALS_COUNT, agencyToday(now), lang);
}

/** Three deals related to the package with url `slug` (left out), preferring the listed styles. */
export async function relatedDeals(
  slug: string | undefined,
  travelStyleIds: readonly number[],
  now: Date = new Date(),
  lang: CatalogueLanguage = 'en',
): Promise<PackageCard[]> {
  const index = await currentCatalogueIndex('recent');
  const excluded = slug ? index.cardRecordByUrl(slug) : undefined;
  return index.related(excluded?.id ?? null, travelStyleIds, RELATED_DEALS_COUNT, agencyToday(now), lang);
}

/** The admin package list (any status), filtered and paged, with the total. */
export async function listPackagesForAdmin(query: AdminListQuery, now: Date = new Date()): Promise<PackagePage<PackageAdminRow>> {
  return (await currentCatalogueIndex()).adminList(query, agencyToday(now));
}
