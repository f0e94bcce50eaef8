import type { AdminPackage, Package, PublicPackage } from '@tdp/shared/schemas/package';
import { isPackageOnSale, toPublicPackage } from '@tdp/shared/schemas/package';
import { isFrenchComplete, withFrenchTexts } from '@tdp/shared/catalogue/french-texts';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { frenchPackageUrl } from './package-card.ts';
import { NotFound } from '../domain-errors.ts';
import { findPackageIdByUrl, getPackage } from '../../data/package-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';
import { priceSourceOn, upcomingDepartures, withDerivedDepartureFields } from '@tdp/shared/departures/departure-derivations';

/**
 * A package as visitors see it on `today`: price, tax and dates derived from the departures still to come, the
 * past departures left out (sold-out ones stay, shown as such), and without the suppliers' codes.
 */
function asOnSale(pkg: Package, today: string): Package {
  if (!pkg.departures || pkg.departures.length === 0) return pkg;
  const derived = withDerivedDepartureFields(pkg, today);
  return { ...derived, departures: upcomingDepartures(pkg.departures, today).map(({ supplierCode: _supplierCode, ...visible }) => visible) };
}

const NOT_FOUND = 'There is no such package, or it is no longer on sale.';

/**
 * A package by url slug (two GetItems: the url guard, then the package). Visitors get it only while it
 * is on sale (a package with departures: until its last departure has passed) and without the editors' usernames,
 * its price and dates derived from its departures as of today; admins (`asAdmin`) get any status, whole. An old url of a
 * package (it was published there before its url changed) answers the package too: its `package_url` is the
 * current address, which the site redirects to.
 *
 * In French (`lang=fr`, docs/decisions/bilingual-catalogue.md) a package on sale whose French version is complete is
 * answered with its French texts in place of the English ones and its French address as `package_url`, everything
 * else as in English; one whose French version is not complete is the same 404 as an unknown slug.
 */
export async function readPackageByUrl(
  slug: string,
  asAdmin: boolean,
  now: Date = new Date(),
  lang: CatalogueLanguage = 'en',
): Promise<PublicPackage | Package> {
  const id = await findPackageIdByUrl(slug);
  const pkg = id === null ? null : await getPackage(id);
  if (!pkg) throw new NotFound(NOT_FOUND);
  if (asAdmin) return pkg;
  const today = agencyToday(now);
  if (!isPackageOnSale(pkg, today)) throw new NotFound(NOT_FOUND);
  if (lang !== 'fr') return toPublicPackage(asOnSale(pkg, today));
  if (!pkg.fr || !isFrenchComplete(pkg)) throw new NotFound(NOT_FOUND);
  return toPublicPackage({ ...withFrenchTexts(asOnSale(pkg, today), pkg.fr), package_url: frenchPackageUrl(pkg) });
}

/**
 * A whole package as admins read it on the agency's day (`now`): its price, tax and dates derived from its departures as
 * visitors' reads derive them that day (its departures all kept, past ones too), and where the price comes from.
 */
export function asAdminPackage(pkg: Package, now: Date = new Date()): AdminPackage {
  const today = agencyToday(now);
  const departures = pkg.departures ?? [];
  return { ...withDerivedDepartureFields(pkg, today), priceSource: priceSourceOn(departures.length > 0 ? departures : null, today) };
}

/** The whole package for the builder, with its version, as admins read it on the day (see `asAdminPackage`). */
export async function readPackageForEditing(id: number, now: Date = new Date()): Promise<AdminPackage> {
  const pkg = await getPackage(id);
  if (!pkg) throw new NotFound('There is no such package.');
  return asAdminPackage(pkg, now);
}
