import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '@tdp/shared/api/routes';
import { startLeadsTestBackend, type LeadsTestBackend } from '../leads-api-client.ts';
import { sendRaw } from './raw-api-request.ts';
import { bodyRoutes, sampleRequest } from './route-samples.ts';
import { acceptedKeys } from './schema-keys.ts';
import { watchWrites, type WriteWatch } from './write-watch.ts';

/**
 * Mass assignment: no body may set what the server decides — roles and privileges, versions, audit fields,
 * ids, statuses, credentials — except where a route's purpose is to set it. For every route with a body,
 * each such key is added to an otherwise valid body and must be refused with a 400 that names it.
 */

/** Keys a client must never set unless the route exists to set them, with a value an attacker would send. */
const PROTECTED_KEYS: Record<string, unknown> = {
  role: 'admin',
  roles: ['admin'],
  isAdmin: true,
  permissions: ['*'],
  id: 1,
  userId: 'admin-1',
  sub: 'admin-1',
  version: 99,
  createdAt: '2020-01-01T00:00:00.000Z',
  createdBy: 'intruder',
  updatedAt: '2020-01-01T00:00:00.000Z',
  updatedBy: 'intruder',
  status: 'published',
  password: 'chosen-by-the-attacker',
  passwordHash: 'x',
  builtIn: true,
  invitationPending: false,
  login: { username: 'intruder' },
  continent_id: 1,
  constructor: { prototype: { role: 'admin' } },
};

/**
 * The protected keys a route accepts on purpose (everything else in PROTECTED_KEYS it must refuse):
 * updates carry the version they read (optimistic locking); an admin publishes packages and switches
 * accounts on and off (and a package's status from the list); a template's id is chosen when it is created; sign-in and reset take a password.
 */
const ALLOWED: Partial<Record<RouteName, string[]>> = {
  login: ['password'],
  resetPassword: ['password'],
  createPackage: ['status'],
  updatePackage: ['status', 'version'],
  patchPackage: ['status', 'version'],
  importDepartures: ['version'],
  updateContinent: ['version'],
  updateTopPicks: ['version'],
  updateDepartureCity: ['version'],
  updateTravelStyle: ['version'],
  updateBestBet: ['version'],
  updateTestimonial: ['version'],
  updatePromotion: ['version'],
  updatePricingTableGrid: ['version'],
  renamePricingTable: ['version'],
  updateLead: ['status', 'version'],
  // Each lead's version sits beside its id, in `leads`.
  bulkUpdateLeads: ['status'],
  updatePortalLead: ['status', 'version'],
  handBackPortalLead: ['version'],
  updateLeadRouting: ['version'],
  updateOwnAgentProfile: ['version'],
  decideProfileChange: ['version'],
  updateAgentProfilePublishing: ['version'],
  createEmailTemplate: ['id'],
  updateEmailTemplate: ['version'],
  updateEmailType: ['version'],
  updatePortalPage: ['version'],
  updateSupplier: ['version'],
  updateWebinar: ['version'],
  updateNewsletter: ['version'],
  updateWelcomeVideo: ['version'],
  updatePackageAgentNotes: ['version'],
  createAgentAccount: ['status'],
  updateAgentAccount: ['status', 'version'],
  createAdminAccount: ['status'],
  updateAdminAccount: ['status', 'version'],
};

// An object literal would turn `__proto__` into the prototype; these are the own keys as a client sends them.
const protectedEntries: Array<[string, unknown]> = [...Object.entries(PROTECTED_KEYS), ['__proto__', { role: 'admin' }]];

let backend: LeadsTestBackend;
let watch: WriteWatch;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  watch = await watchWrites(backend.aws, backend.dataDir);
});

afterAll(async () => {
  watch?.stop();
  await backend?.stop();
});

function withKey(body: unknown, key: string, value: unknown): string {
  const changed = { ...(body as Record<string, unknown>) };
  Object.defineProperty(changed, key, { value, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(changed);
}

describe('mass assignment is refused on every route with a body', () => {
  it.each(bodyRoutes.map((route) => [route.name, route] as const))('%s accepts only the protected keys it exists to set', (name, route) => {
    const accepted = acceptedKeys(route.body!);
    const acceptedProtected = protectedEntries.map(([key]) => key).filter((key) => accepted.has(key));
    expect(acceptedProtected.sort()).toEqual([...(ALLOWED[name] ?? [])].sort());
  });

  it.each(bodyRoutes.map((route) => [route.name, route] as const))('%s refuses each other protected key with a 400 naming it', async (name, route) => {
    const sample = sampleRequest(route);
    const refused = protectedEntries.filter(([key]) => !(ALLOWED[name] ?? []).includes(key));
    // An agents-only route (an agent's own leads) is called as an agent; every other protected route as an admin.
    const token = route.access === 'public' ? undefined : route.access.length > 0 && !route.access.includes('admin') ? backend.agentToken : backend.adminToken;
    for (const [key, value] of refused) {
      const answer = await sendRaw(route, {
        params: sample.params,
        query: sample.query,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: withKey(sample.body, key, value),
      });
      const error = (JSON.parse(answer.text) as { error: { fields?: Record<string, string> } }).error;
      expect(answer.status, `${key}: ${answer.text}`).toBe(400);
      expect(Object.keys(error.fields ?? {}), key).toContain(key);
    }
    expect(watch.writes()).toEqual([]);
  });
});
