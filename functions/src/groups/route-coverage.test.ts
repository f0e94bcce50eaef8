import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLER_GROUPS, routeKeyOf, type HandlerGroup } from '@tdp/shared/api/route-definition';
import { routeList } from '@tdp/shared/api/routes';

const GROUPS_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Group folders that hold a Lambda entry point. */
const groupsWithHandlers = readdirSync(GROUPS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${GROUPS_DIR}${entry.name}/handler.ts`))
  .map((entry) => entry.name);

const groupsInManifest = [...new Set(routeList.map((route) => route.group))];

async function routeKeysOf(group: string): Promise<readonly string[]> {
  // createGroupHandler throws at import when a handler has no manifest route, so importing is itself a check.
  const module = (await import(`./${group}/handler.ts`)) as { handler: { routeKeys: readonly string[] } };
  return module.handler.routeKeys;
}

describe('route manifest and handlers agree', () => {
  it('every group of the manifest is a known group with a handler module', () => {
    for (const group of groupsInManifest) {
      expect(HANDLER_GROUPS).toContain(group);
      expect(groupsWithHandlers, `functions/src/groups/${group}/handler.ts is missing`).toContain(group);
    }
  });

  it.each(groupsInManifest)('every manifest route of group "%s" has a handler', async (group) => {
    const handled = new Set(await routeKeysOf(group));
    const missing = routeList
      .filter((route) => route.group === group && !handled.has(routeKeyOf(route)))
      .map((route) => `${route.name} (${routeKeyOf(route)})`);
    expect(missing, 'manifest routes without a handler').toEqual([]);
  });

  it.each(groupsWithHandlers)('every handler of group "%s" answers a manifest route of that group', async (group) => {
    const manifestKeys = new Set(routeList.filter((route) => route.group === (group as HandlerGroup)).map(routeKeyOf));
    const extra = (await routeKeysOf(group)).filter((key) => !manifestKeys.has(key));
    expect(extra, 'handlers without a manifest route').toEqual([]);
  });
});
