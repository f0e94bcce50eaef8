import type { SitemapAnswer } from '@tdp/shared/schemas/sitemap';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { agencyToday } from './agency-calendar.ts';
import { currentCatalogueIndex } from './catalogue-index-cache.ts';

/**
 * What the sitemap lists of the catalogue (`GET /api/sitemap`): every package on sale today (the deals list's
 * rule: published, first valid day reached, not expired), newest first, with its url and update time. Read from
 * the catalogue index like the deals query: one GetItem on a warm function, whatever the catalogue size. In French the
 * packages whose French version is complete, at their French addresses.
 */
export async function sitemapPackages(now: Date = new Date(), lang: CatalogueLanguage = 'en'): Promise<SitemapAnswer> {
  return { packages: (await currentCatalogueIndex('recent')).onSaleAddresses(agencyToday(now), lang) };
}
