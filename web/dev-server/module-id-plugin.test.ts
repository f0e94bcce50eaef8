import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { moduleId, moduleIdPlugin } from './module-id-plugin.ts';

const root = path.resolve('/repo/web');

/** The plugin's transform, called as Vite calls it after `configResolved`. */
function transformWith(plugin: Plugin) {
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  return (code: string, id: string, ssr: boolean) =>
    (plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null)(code, id, { ssr });
}

describe('moduleIdPlugin', () => {
  it('names a module of web/src as the build manifests key it, and nothing else', () => {
    expect(moduleId(root, path.join(root, 'src/features/deals/components/deals-page.tsx'))).toBe('src/features/deals/components/deals-page.tsx');
    expect(moduleId(root, path.join(root, 'src/app/routes/fluent-pages.tsx'))).toBe('src/app/routes/fluent-pages.tsx');
    expect(moduleId(root, path.join(root, 'src/styles/base.css'))).toBeNull();
    expect(moduleId(root, path.join(root, 'dev-server/module-id-plugin.ts'))).toBeNull();
    expect(moduleId(root, path.resolve('/repo/shared/src/constants.ts'))).toBeNull();
  });

  it("adds the id as an export to the server's modules only", () => {
    const transform = transformWith(moduleIdPlugin());
    const file = path.join(root, 'src/features/deals/components/deals-page.tsx');
    const server = transform('export function DealsPage() { return null; }', `${file}?v=1`, true);
    expect(server?.code).toBe('export function DealsPage() { return null; }\nexport const __moduleId = "src/features/deals/components/deals-page.tsx";\n');
    expect(transform('export function DealsPage() { return null; }', file, false)).toBeNull();
    expect(transform('export {};', path.resolve('/repo/shared/src/constants.ts'), true)).toBeNull();
  });
});
