import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUrl } from '@tdp/shared/api/build-url';
import { routeList, routes, type RouteName } from '@tdp/shared/api/routes';
import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { LOCAL_ACCOUNTS } from './seed/accounts-seed.ts';
import { SEED_TEAM } from './seed/portal-seed.ts';
import { listsFirst, SEEDED_READ_PARAMS, SEEDED_READ_QUERIES, type SeededAnswers } from '../test/seeded-reads-walk.ts';

/**
 * Every GET a visitor or a connected agent can call, walked against the seeded local stack: no answer may
 * carry the audit trail (`createdBy`/`updatedBy` name the admins who edited an item) or credentials, at any
 * depth. Path parameters come from the answers of the lists, so each read shows real seeded content.
 */

/** Keys no public or portal answer may hold anywhere. */
const INTERNAL_KEYS = ['createdBy', 'updatedBy', 'passwordHash', 'passwordChangedAt', 'tokenHash', 'keyHash', 'subjectHash'];

/** The seeded admins' e-mail addresses: no public or portal answer names them (the team page shows names and positions). */
const ADMIN_EMAILS = [...LOCAL_ACCOUNTS.filter((account) => account.role === 'admin'), ...SEED_TEAM].map((admin) => admin.email);

/** Reads whose refusal is the expected answer for a made-up parameter (their body is still checked). */
const EXPECTED_STATUS: Partial<Record<RouteName, number>> = { checkResetKey: 404, getPortalLead: 404 };

/** Paths (`data[0].createdBy`) of every internal key in a JSON value. */
function internalKeyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => internalKeyPaths(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(INTERNAL_KEYS.includes(key) ? [`${path}.${key}`] : []),
    ...internalKeyPaths(child, `${path}.${key}`),
  ]);
}

/** GETs that need no role or that a connected agent may call; the ones with parameters after the lists. */
function readsOpenToAgents(): Array<RouteDefinition & { name: RouteName }> {
  const open = routeList.filter(
    (route) => route.method === 'GET' && (route.access === 'public' || route.access.length === 0 || route.access.includes('agent')),
  );
  return listsFirst(open);
}

let stack: LocalStack;
let agentToken: string;

beforeAll(async () => {
  stack = await startLocalStack({ web: 'none', quiet: true });
  const agent = LOCAL_ACCOUNTS.find((account) => account.role === 'agent')!;
  const login = await fetch(`${stack.apiUrl}${buildUrl(routes.login, { role: 'agent' })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: agent.username, password: agent.password }),
  });
  expect(login.status).toBe(200);
  agentToken = ((await login.json()) as { accessToken: string }).accessToken;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('public and portal reads of the seeded stack', () => {
  it('never answer with the audit trail or credentials', async () => {
    const answers: SeededAnswers = {};
    const leaks: string[] = [];
    const walked: string[] = [];
    const texts: Array<[string, string]> = [];
    for (const route of readsOpenToAgents()) {
      const sample = SEEDED_READ_PARAMS[route.name];
      if (route.path.includes('{') && !sample)
        throw new Error(`${route.name}: say in SEEDED_READ_PARAMS (infra/test/seeded-reads-walk.ts) where its path parameters come from`);
      const url = buildUrl(route, sample?.(answers), SEEDED_READ_QUERIES[route.name]?.(answers));
      const response = await fetch(`${stack.apiUrl}${url}`, { headers: { authorization: `Bearer ${agentToken}` } });
      const text = await response.text();
      expect(response.status, `${route.method} ${url}: ${text.slice(0, 300)}`).toBe(EXPECTED_STATUS[route.name] ?? 200);
      const body: unknown = text ? JSON.parse(text) : undefined;
      answers[route.name] = body;
      walked.push(route.name);
      // One line per kind of leak: `GET /testimonials: [].createdBy`.
      leaks.push(...new Set(internalKeyPaths(body).map((path) => `${route.method} ${url}: ${path.replace(/\[\d+\]/g, '[]')}`)));
      texts.push([`${route.method} ${url}`, text]);
    }
    // An admin who is also a connected agent publishes a contact address on their profile: that one is public.
    const published = new Set((answers.listAgents.data as Array<{ email: string | null }>).map((agent) => agent.email));
    for (const [read, text] of texts) {
      leaks.push(...ADMIN_EMAILS.filter((email) => !published.has(email) && text.includes(email)).map((email) => `${read}: an admin's e-mail (${email})`));
    }
    expect(leaks).toEqual([]);
    // The walk reached every read, seeded lists included.
    expect(walked).toEqual(
      expect.arrayContaining(['listPromotions', 'getPromotion', 'listTestimonials', 'listBestBets', 'getPackage', 'getPortalPage', 'listPortalTeam']),
    );
    expect(answers.listTestimonials.length).toBeGreaterThan(0);
    expect(answers.listBestBets.length).toBeGreaterThan(0);
  }, 180_000);
});
