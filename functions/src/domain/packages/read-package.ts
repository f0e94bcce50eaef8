import type { Package, PublicPackage } from '@tdp/shared/schemas/package';
import { isPackageOnSale, toPublicPackage } from '@tdp/shared/schemas/package';
import { NotFound } from '../domain-errors.ts';
import { findPackageIdByUrl, getPackage } from '../../data/package-repository.ts';
import { agencyToday } from '../deals/agency-calendar.ts';

const NOT_FOUND = 'There is no such package, or it is no longer on sale.';

/**
 * A package by url slug (two GetItems: the url guard, then the package). Visitors get it only while it
 * is on sale and without the editors' usernames; admins (`asAdmin`) get any status, whole. An old url of a
 * package (it was published there before its url changed) answers the package too: its `package_url` is the
 * current address, which the site redirects to.
 */
export async function readPackageByUrl(slug: string, asAdmin: boolean, now: Date = new Date()): Promise<PublicPackage | Package> {
  const id = await findPackageIdByUrl(slug);
  const pkg = id === null ? null : await getPackage(id);
  if (!pkg) throw new NotFound(NOT_FOUND);
  if (asAdmin) return pkg;
  if (!isPackageOnSale(pkg, agencyToday(now))) throw new NotFound(NOT_FOUND);
  return toPublicPackage(pkg);
}

/** The whole package for the builder, with its version. */
export async function readPackageForEditing(id: number): Promise<Package> {
  const pkg = await getPackage(id);
  if (!pkg) throw new NotFound('There is no such package.');
  return pkg;
}
