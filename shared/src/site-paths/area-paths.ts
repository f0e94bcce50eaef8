/**
 * The signed-in areas' home addresses, apart from their pages' (portal-paths.ts, admin-paths.ts): the public site's
 * router finds an area by its home to load its routes on first entry, and a public page's code must not carry the
 * dashboards' whole list of addresses for that.
 */

/** The connected-agent portal (admin or agent role). */
export const PORTAL_HOME_PATH = '/agent-dashboard';

/** The admin dashboard (admin role). */
export const ADMIN_HOME_PATH = '/admin-dashboard';

/** Both areas, rendered in the browser only behind their sign-in (never by the server renderer). */
export const SIGNED_IN_AREA_PATHS = [PORTAL_HOME_PATH, ADMIN_HOME_PATH] as const;

/** Whether a path is inside a signed-in area (`/admin-dashboard`, `/Admin-Dashboard/packages`: matching ignores case). */
export function isSignedInAreaPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SIGNED_IN_AREA_PATHS.some((home) => path === home || path.startsWith(`${home}/`));
}
