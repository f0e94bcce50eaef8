/** The signed-in areas' shells, by the first segment of their addresses (router.tsx loads them the same way). */
const areaShells = {
  'agent-dashboard': () => import('../shells/agent-shell.tsx'),
  'admin-dashboard': () => import('../shells/admin-shell.tsx'),
} as const;

/**
 * Starts downloading a signed-in area's code: its shell's file holds the area's pages too, and brings the area's route
 * table and everything they import with it. When the sign-in succeeds the area opens from the browser's cache and its
 * first screen waits only for its data. A failed download is asked for again when the area is entered.
 */
export function prefetchSignedInArea(area: keyof typeof areaShells): void {
  areaShells[area]().catch(() => undefined);
}
