/**
 * Which source modules a matched route's page came from, for the server renderer to preload their files
 * (app/route-preloads.ts reads the build's manifests with them). The server build adds to every module of web/src an
 * export holding its path from web/ (`src/features/deals/components/deals-page.tsx`, as Vite's manifests key it:
 * dev-server/module-id-plugin.ts); a route's `lazy` puts the ids of the modules it loaded in the route's `handle`.
 */

/** Name of the export holding a module's id in the server build. */
export const MODULE_ID_EXPORT = '__moduleId';

/** A route's handle naming the modules its page came from. */
export interface RouteModulesHandle {
  modules: string[];
}

/** The id of a module the server build gave one (none in the browser's build, nor in unit tests). */
export function moduleIdOf(module: object): string | undefined {
  const id = (module as Record<string, unknown>)[MODULE_ID_EXPORT];
  return typeof id === 'string' ? id : undefined;
}

/** The handle of a route whose page came from `modules` (their ids, those that have one). */
export function routeModulesHandle(...modules: object[]): RouteModulesHandle {
  return { modules: modules.map(moduleIdOf).filter((id): id is string => id !== undefined) };
}

/** The modules a route's handle names, or none. */
export function routeModulesOf(handle: unknown): readonly string[] {
  const modules = (handle as Partial<RouteModulesHandle> | null | undefined)?.modules;
  return Array.isArray(modules) ? modules.filter((id): id is string => typeof id === 'string') : [];
}
