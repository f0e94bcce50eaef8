/** The file of the code both areas load and no public page does. */
export const DASHBOARDS_CHUNK = 'dashboards';

/** The file of the areas' route tables and what they import that no public page does. */
export const ROUTE_TABLES_CHUNK = 'signed-in-routes';

/** What the bundler tells a chunk-naming function about a module (rolldown's `ModuleInfo`, the fields read here). */
export interface ChunkingModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Rolldown's `ChunkingContext`: the module graph, read while the bundler groups modules into chunks. */
export interface ChunkingGraph {
  getModuleInfo(id: string): ChunkingModuleInfo | null;
}

/** A signed-in area: the name of its file, its route table and its shell (the modules the app loads it from). */
export interface SignedInArea {
  name: string;
  routeTable: RegExp;
  shell: RegExp;
}

/** What decides the files of the signed-in areas' code. */
export interface SignedInChunks {
  areas: readonly SignedInArea[];
  /** The public pages whose first visit is budgeted (their modules): what they load keeps their own split. */
  budgetedPages: RegExp;
  /** The packages of Fluent UI: code that imports them goes where only pages built with Fluent look. */
  fluent: RegExp;
}

/** Who loads what, read from the import graph once. */
interface Reach {
  /** A first visit: the app's entry and what it imports statically. */
  firstVisit: Set<string>;
  /** What the public site may load: the entry and everything it imports, statically or not, the areas left out. */
  publicSite: Set<string>;
  /** Per budgeted page, what its first visit loads (it and what it imports statically). */
  budgeted: Map<string, Set<string>>;
  /** What the budgeted pages may load, lazily loaded parts included (the phone's filter sheet, an agent's panels). */
  budgetedLazily: Set<string>;
  /** Per area, what it may load. */
  areas: Map<string, Set<string>>;
  /** The route tables and what they import statically: loaded before the area's code. */
  routeTables: Set<string>;
}

/**
 * Names the file of each module a signed-in area (the admin dashboard, the agent portal) loads, as a rolldown
 * `codeSplitting` group's `name`; `null` leaves a module where the bundler's own splitting puts it.
 *
 * - What a first visit loads, and what the budgeted public pages load: their own split (`null` for a first visit, one
 *   file per set of budgeted pages, `shared-<page>…`, otherwise), so none of them downloads a byte more than before.
 * - An area's route table and what it imports: `null`, a small file of its own, so the screen's data can be asked for
 *   while the area's code downloads.
 * - Code no public page loads: one file per area (`admin`, `portal`), one for what both load (`dashboards`).
 * - Code the areas share with the other public pages (sign-in, forms, contact, the session): `forms-kit` when it imports
 *   Fluent UI, `public-kit` otherwise, so a page that does not use Fluent never downloads it this way.
 *
 * Who loads what comes from the import graph, not from folder names: a component moving between areas, or a public
 * page starting to use a dashboard's helper, moves its code without a list to keep in step. Fluent UI's own modules
 * need a group of their own: its barrel file imports every part of it, so the graph says every page loads all of it.
 */
export function signedInChunkName(options: SignedInChunks): (id: string, graph: ChunkingGraph) => string | null {
  let reach: Reach | undefined;
  const importsFluent = new Map<string, boolean>();
  return (id, graph) => {
    reach ??= reachOf(id, graph, options);
    if (reach.firstVisit.has(id)) return null;
    const users = options.areas.filter((area) => reach!.areas.get(area.name)!.has(id)).map((area) => area.name);
    if (users.length === 0) return null;
    if (!reach.publicSite.has(id)) return reach.routeTables.has(id) ? ROUTE_TABLES_CHUNK : users.length === 1 ? users[0]! : DASHBOARDS_CHUNK;
    const pages = [...reach.budgeted].filter(([, modules]) => modules.has(id)).map(([page]) => baseName(page));
    if (pages.length > 0) return `shared-${pages.sort().join('+')}`;
    // What a budgeted page loads lazily keeps its own file.
    if (reach.budgetedLazily.has(id) && isPublicEntryPoint(id, graph, reach.publicSite)) return null;
    let fluent = importsFluent.get(id);
    if (fluent === undefined) {
      fluent = [...walkDown([id], graph, { dynamic: false, stopAt: () => false })].some((module) => options.fluent.test(module));
      importsFluent.set(id, fluent);
    }
    return fluent ? 'forms-kit' : 'public-kit';
  };
}

/** Reads who loads what from the graph, starting at the app's entry (found above `someId`). */
function reachOf(someId: string, graph: ChunkingGraph, options: SignedInChunks): Reach {
  const entry = findEntry(someId, graph);
  const isAreaModule = (id: string) => options.areas.some((area) => area.routeTable.test(id) || area.shell.test(id));
  const firstVisit = walkDown([entry], graph, { dynamic: false, stopAt: isAreaModule });
  const publicSite = walkDown([entry], graph, { dynamic: true, stopAt: isAreaModule });
  const budgeted = new Map(
    [...publicSite]
      .filter((id) => options.budgetedPages.test(id))
      .map((page) => [page, walkDown([page], graph, { dynamic: false, stopAt: (id) => firstVisit.has(id) })]),
  );
  const budgetedLazily = walkDown([...budgeted.keys()], graph, { dynamic: true, stopAt: (id) => firstVisit.has(id) || isAreaModule(id) });
  const everything = [...walkDown([entry], graph, { dynamic: true, stopAt: () => false })];
  const tables = everything.filter((id) => options.areas.some((area) => area.routeTable.test(id)));
  const routeTables = walkDown(tables, graph, { dynamic: false, stopAt: (id) => firstVisit.has(id) });
  // An area's walk stops at the first visit's modules: what they import lazily is the public site's (the route tables'
  // helper module names the Fluent pages too, which no area opens).
  const areas = new Map(
    options.areas.map((area) => {
      const starts = everything.filter((id) => area.routeTable.test(id) || area.shell.test(id));
      const other = (id: string) => isAreaModule(id) && !area.routeTable.test(id) && !area.shell.test(id);
      return [area.name, walkDown(starts, graph, { dynamic: true, stopAt: (id) => firstVisit.has(id) || other(id) })] as const;
    }),
  );
  return { firstVisit, publicSite, budgeted, budgetedLazily, areas, routeTables };
}

function findEntry(start: string, graph: ChunkingGraph): string {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info?.isEntry) return id;
    queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  throw new Error(`signed-in chunks: no entry module imports ${start}`);
}

/** Every module reachable from `starts` by static imports (and dynamic ones when asked), not entering `stopAt`'s modules. */
function walkDown(starts: readonly string[], graph: ChunkingGraph, options: { dynamic: boolean; stopAt: (id: string) => boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    const next = options.dynamic ? [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])] : (info?.importedIds ?? []);
    for (const imported of next) if (!seen.has(imported) && !options.stopAt(imported)) queue.push(imported);
  }
  return seen;
}

/** Whether public code imports `id` dynamically (a lazily loaded page or part, the session's code). */
function isPublicEntryPoint(id: string, graph: ChunkingGraph, publicSite: ReadonlySet<string>): boolean {
  return (graph.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => publicSite.has(importer));
}

/** A module's file name without its extension (`package-page` for …/package-page.tsx). */
function baseName(id: string): string {
  return (id.split(/[\\/]/).pop() ?? id).replace(/\.[^.]*$/, '');
}
