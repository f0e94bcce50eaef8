import { describe, expect, it } from 'vitest';
import { signedInChunkName, type ChunkingGraph, type ChunkingModuleInfo } from './signed-in-chunks.ts';

/** A module graph from `id: [static imports, dynamic imports]`, as rolldown's chunking context reports it. */
function graphOf(modules: Record<string, [string[], string[]?]>, entry: string): ChunkingGraph {
  const infos = new Map<string, ChunkingModuleInfo>();
  const infoOf = (id: string) => {
    let info = infos.get(id);
    if (!info) {
      info = { isEntry: id === entry, importers: [], dynamicImporters: [], importedIds: [], dynamicallyImportedIds: [] };
      infos.set(id, info);
    }
    return info as { -readonly [K in keyof ChunkingModuleInfo]: ChunkingModuleInfo[K] extends readonly string[] ? string[] : ChunkingModuleInfo[K] };
  };
  for (const [id, [imported, dynamic = []]] of Object.entries(modules)) {
    infoOf(id).importedIds.push(...imported);
    infoOf(id).dynamicallyImportedIds.push(...dynamic);
    for (const target of imported) infoOf(target).importers.push(id);
    for (const target of dynamic) infoOf(target).dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

const src = (path: string) => `/repo/web/src/${path}`;
const FLUENT = '/repo/node_modules/@fluentui/react-button/lib/index.js';

/**
 * A small app: the entry and its router (a first visit), a budgeted deals page and a sign-in page loaded lazily, and the
 * two areas (route table and shell each) with their pages.
 */
const graph = graphOf(
  {
    [src('main.tsx')]: [[src('app/router.tsx')]],
    [src('app/router.tsx')]: [
      [src('lib/api-client.ts')],
      [
        src('features/deals/components/deals-page.tsx'),
        src('features/auth/components/login-page.tsx'),
        src('app/routes/admin-routes.tsx'),
        src('app/shells/admin-shell.tsx'),
        src('app/routes/agent-routes.tsx'),
        src('app/shells/agent-shell.tsx'),
      ],
    ],
    [src('features/deals/components/deals-page.tsx')]: [[src('lib/api-client.ts'), src('components/price.ts')]],
    [src('features/auth/components/login-page.tsx')]: [
      [src('features/auth/session.ts'), src('components/fluent-card.tsx'), src('features/auth/login-form.tsx')],
    ],
    [src('components/fluent-card.tsx')]: [[FLUENT]],
    [src('app/routes/admin-routes.tsx')]: [
      [src('features/admin-leads/api/list-leads.ts'), src('app/routes/signed-in-reads.ts')],
      [src('features/admin-leads/components/inbox-page.tsx')],
    ],
    [src('app/shells/admin-shell.tsx')]: [[src('features/auth/session.ts'), src('components/fluent-card.tsx'), src('components/admin-form/screen.tsx')]],
    [src('features/admin-leads/components/inbox-page.tsx')]: [
      [src('features/admin-leads/api/list-leads.ts'), src('features/admin-leads/inbox-row.tsx'), src('components/price.ts')],
    ],
    [src('app/routes/agent-routes.tsx')]: [[src('app/routes/signed-in-reads.ts')], [src('features/agent-portal/components/home-page.tsx')]],
    [src('app/shells/agent-shell.tsx')]: [[src('features/auth/session.ts'), src('components/fluent-card.tsx')]],
    [src('features/agent-portal/components/home-page.tsx')]: [[src('components/admin-form/screen.tsx'), src('features/agent-portal/lead-card.tsx')]],
  },
  src('main.tsx'),
);

const chunkOf = signedInChunkName({
  areas: [
    { name: 'admin', routeTable: /admin-routes\.tsx$/, shell: /admin-shell\.tsx$/ },
    { name: 'portal', routeTable: /agent-routes\.tsx$/, shell: /agent-shell\.tsx$/ },
  ],
  budgetedPages: /features\/deals\/components\/[\w-]+-page\.tsx$/,
  fluent: /node_modules\/@fluentui\//,
});

describe('the signed-in areas’ files', () => {
  it('leave what a first visit loads, and what only the public pages load, to the bundler', () => {
    for (const id of ['main.tsx', 'app/router.tsx', 'lib/api-client.ts', 'features/auth/login-form.tsx', 'features/auth/components/login-page.tsx']) {
      expect(chunkOf(src(id), graph), id).toBeNull();
    }
  });

  it('put what one area alone loads in its file, its pages and shell included, and what both load in one file', () => {
    expect(chunkOf(src('app/shells/admin-shell.tsx'), graph)).toBe('admin');
    expect(chunkOf(src('features/admin-leads/components/inbox-page.tsx'), graph)).toBe('admin');
    expect(chunkOf(src('features/admin-leads/inbox-row.tsx'), graph)).toBe('admin');
    expect(chunkOf(src('features/agent-portal/components/home-page.tsx'), graph)).toBe('portal');
    expect(chunkOf(src('features/agent-portal/lead-card.tsx'), graph)).toBe('portal');
    expect(chunkOf(src('components/admin-form/screen.tsx'), graph)).toBe('dashboards');
  });

  it('keep the route tables and what they import apart, so a screen’s data can be asked for before its code arrives', () => {
    for (const id of [
      'app/routes/admin-routes.tsx',
      'app/routes/agent-routes.tsx',
      'app/routes/signed-in-reads.ts',
      'features/admin-leads/api/list-leads.ts',
    ]) {
      expect(chunkOf(src(id), graph), id).toBe('signed-in-routes');
    }
  });

  it('give what a budgeted page shares with an area a file named by that page, so the page downloads nothing more', () => {
    expect(chunkOf(src('components/price.ts'), graph)).toBe('shared-deals-page');
  });

  it('split what the areas share with the other public pages by whether it imports Fluent UI', () => {
    expect(chunkOf(src('features/auth/session.ts'), graph)).toBe('public-kit');
    expect(chunkOf(src('components/fluent-card.tsx'), graph)).toBe('forms-kit');
  });
});
