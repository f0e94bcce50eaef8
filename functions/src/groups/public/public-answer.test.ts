import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { routes } from '@tdp/shared/api/routes';
import { callRoute, lowerCaseNames } from '../../../test/call-route.ts';
import { PUBLIC_READ_CACHE_CONTROL, withoutAuditTrail } from './public-answer.ts';

describe('withoutAuditTrail', () => {
  it('drops createdBy and updatedBy at any depth and keeps everything else', () => {
    const answer = {
      data: {
        data: [
          {
            id: 1,
            name: 'Sunwing',
            version: 3,
            createdBy: 'alex.admin',
            updatedAt: '2026-11-01',
            updatedBy: 'sam.admin',
            contacts: [{ name: 'Karen', updatedBy: 'x' }],
          },
        ],
      },
      total: 1,
      note: null,
    };
    expect(withoutAuditTrail(answer)).toEqual({
      data: { data: [{ id: 1, name: 'Sunwing', version: 3, updatedAt: '2026-11-01', contacts: [{ name: 'Karen' }] }] },
      total: 1,
      note: null,
    });
    expect(answer.data.data[0]).toHaveProperty('createdBy', 'alex.admin');
  });

  it('leaves scalars and empty answers alone', () => {
    expect(withoutAuditTrail(undefined)).toBeUndefined();
    expect(withoutAuditTrail('createdBy')).toBe('createdBy');
    expect(withoutAuditTrail([])).toEqual([]);
  });
});

describe('public answers through the group', () => {
  let backend: CatalogueTestBackend;
  beforeAll(async () => {
    backend = await startCatalogueTestBackend();
    expect((await call('createTravelStyle', { token: backend.adminToken, body: { style_name: 'Rail journeys' } })).status).toBe(201);
  });
  afterAll(() => backend?.stop());

  it('hides who changed an item from visitors and agents', async () => {
    for (const token of [undefined, backend.agentToken]) {
      const answer = await call('listTravelStyles', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([expect.objectContaining({ style_name: 'Rail journeys', version: 1 })]);
      expect(answer.body[0]).not.toHaveProperty('createdBy');
      expect(answer.body[0]).not.toHaveProperty('updatedBy');
    }
  });

  it('shows it in the admin view, which needs an admin token', async () => {
    const admin = await call('listTravelStyles', { token: backend.adminToken, query: { isFromAdmin: 'true' } });
    expect(admin.status).toBe(200);
    expect(admin.body[0]).toMatchObject({ style_name: 'Rail journeys', createdBy: 'alex.admin', updatedBy: 'alex.admin' });
    expect((await call('listTravelStyles', { query: { isFromAdmin: 'true' } })).status).toBe(401);
    expect((await call('listTravelStyles', { token: backend.agentToken, query: { isFromAdmin: 'true' } })).status).toBe(403);
  });
  it("lets the edge keep a visitor's answer to a public read, and nothing else", async () => {
    const cacheControl = async (name: keyof typeof routes, call: Parameters<typeof callRoute>[1] = {}) => {
      const answer = await callRoute(routes[name], call);
      expect(answer.status, name).toBe(200);
      return lowerCaseNames(answer.headers)['cache-control'];
    };
    expect(await cacheControl('listTravelStyles')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(await cacheControl('listTestimonials')).toBe(PUBLIC_READ_CACHE_CONTROL);
    // A signed-in caller, the admin view and the health check are never kept; the portal's reads say private.
    expect(await cacheControl('listTravelStyles', { token: backend.agentToken })).toBe('no-store');
    expect(await cacheControl('listTravelStyles', { token: backend.adminToken, query: { isFromAdmin: 'true' } })).toBe('no-store');
    expect(await cacheControl('health')).toBe('no-store');
    // A refusal is never kept either.
    const refused = await callRoute(routes.listTravelStyles, { query: { isFromAdmin: 'true' } });
    expect(refused.status).toBe(401);
    expect(lowerCaseNames(refused.headers)['cache-control']).toBe('no-store');
  });
});
