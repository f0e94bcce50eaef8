import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

/**
 * The way back from the package builder to the admin package list it was opened from: the list hands its own address
 * to the builder's links as navigation state, and the builder's "Back to Packages" reads it.
 */

/** The list's path. */
export const PACKAGES_LIST_PATH = ADMIN_PATHS.packages;

/** The navigation state the list gives the builder's links: the list's own address. */
export interface FromPackageList {
  packageList: string;
}

/**
 * Where the builder's "Back to Packages" leads: the list address it was opened from (kept in the navigation's
 * state), or the plain list. Only a packages-list address is taken, so the state cannot send the admin elsewhere.
 */
export function packageListAddressFrom(state: unknown): string {
  const address = (state as Partial<FromPackageList> | null)?.packageList;
  return typeof address === 'string' && (address === PACKAGES_LIST_PATH || address.startsWith(`${PACKAGES_LIST_PATH}?`)) ? address : PACKAGES_LIST_PATH;
}

/** Id of the builder's Departures section: the list's links to the departures that set a package's price land there. */
export const PACKAGE_DEPARTURES_ANCHOR = 'departures';

/** The builder of package `id`, opened at its departures. */
export function packageDeparturesPath(id: number): string {
  return `${PACKAGES_LIST_PATH}/edit/${id}#${PACKAGE_DEPARTURES_ANCHOR}`;
}
