import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeList } from '@tdp/shared/api/routes';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../test/catalogue-api-client.ts';
import { createSmallCatalogue, packageBody } from '../../test/catalogue-fixtures.ts';
import { captureLogLines } from '../../test/log-lines.ts';
import { RecordingPageInvalidator, usePageInvalidator } from './page-invalidation.ts';
import { CONTENT_WRITING_GROUPS, freshenChangedPages, PAGES_CHANGED_BY, pagesChangedBy } from './pages-changed.ts';

/** CloudFront keeps at most 15 wildcard paths in progress per distribution: one write must leave room for others. */
const WILDCARDS_PER_WRITE_MAX = 3;

describe('which pages each content write changes', () => {
  const writes = routeList.filter((route) => (CONTENT_WRITING_GROUPS as readonly string[]).includes(route.group) && route.method !== 'GET');

  it('classifies every write of the groups that write public content (a new write route must say what it changes)', () => {
    expect(Object.keys(PAGES_CHANGED_BY).sort()).toEqual(writes.map((route) => route.name).sort());
  });

  it('freshens the pages that read what each write wrote (the route loaders of web/src/app/routes/public-routes.tsx)', () => {
    const packagePages = ['/', '/deals*', '/cruise-deals*', '/sitemap.xml'];
    // A package can add or remove a place of the visitors' destination tree (places with a package on sale).
    for (const name of ['createPackage', 'updatePackage', 'deletePackage'] as const)
      expect(pagesChangedBy(name)).toEqual([...packagePages, '/travel-destinations*']);
    for (const name of ['createTravelStyle', 'updateTravelStyle', 'deleteTravelStyle'] as const) expect(pagesChangedBy(name)).toEqual(packagePages);
    for (const name of ['createContinent', 'updateContinent', 'deleteContinent'] as const) {
      expect(pagesChangedBy(name)).toEqual([...packagePages, '/travel-destinations*']);
    }
    for (const name of ['createBestBet', 'updateTestimonial', 'deletePromotion'] as const) expect(pagesChangedBy(name)).toEqual(['/']);
    for (const name of ['createAgentAccount', 'updateAgentAccount', 'deleteAgentAccount'] as const) {
      expect(pagesChangedBy(name)).toEqual(['/ca/*', '/agents/FindYourConnectedAgent*']);
    }
    for (const name of ['updateTopPicks', 'updatePricingTableGrid', 'updatePortalPage', 'createAdminAccount', 'sendAgentInvitation', 'getPackageEditForm']) {
      expect(pagesChangedBy(name), name).toEqual([]);
    }
  });

  it('names valid CloudFront paths, with few enough wildcards per write', () => {
    for (const [name, paths] of Object.entries(PAGES_CHANGED_BY)) {
      for (const path of paths ?? []) expect(path, name).toMatch(/^\/[^*?#\s]*\*?$/);
      expect((paths ?? []).filter((path) => path.endsWith('*')).length, name).toBeLessThanOrEqual(WILDCARDS_PER_WRITE_MAX);
    }
  });
});

describe('freshenChangedPages', () => {
  const recording = new RecordingPageInvalidator();

  afterEach(() => {
    recording.requests.length = 0;
    recording.failure = undefined;
    usePageInvalidator(undefined);
    vi.restoreAllMocks();
  });

  it("asks once for all of a write's pages, and not at all for a write that changes none", async () => {
    usePageInvalidator(recording);
    await freshenChangedPages('updatePackage', { requestId: 'r1' });
    await freshenChangedPages('updateTopPicks', { requestId: 'r2' });
    expect(recording.requests).toEqual([['/', '/deals*', '/cruise-deals*', '/sitemap.xml', '/travel-destinations*']]);
  });

  it("logs a failed invalidation and never fails the write (the page's cache time bounds it)", async () => {
    usePageInvalidator(recording);
    recording.failure = new Error('TooManyInvalidationsInProgress');
    const lines = await captureLogLines(() => expect(freshenChangedPages('createBestBet', { requestId: 'r3' })).resolves.toBeUndefined());
    expect(lines).toEqual([expect.objectContaining({ level: 'WARN', message: 'page invalidation failed', routeName: 'createBestBet', paths: ['/'] })]);
  });

  it('does nothing where no CDN caches pages (no distribution configured: the local stack)', async () => {
    const previous = process.env.SITE_DISTRIBUTION_ID;
    delete process.env.SITE_DISTRIBUTION_ID;
    try {
      await expect(freshenChangedPages('updatePackage', { requestId: 'r4' })).resolves.toBeUndefined();
    } finally {
      if (previous !== undefined) process.env.SITE_DISTRIBUTION_ID = previous;
    }
  });
});

describe('the write path freshens pages (catalogue and people groups)', () => {
  let backend: CatalogueTestBackend;
  let token: string;
  const recording = new RecordingPageInvalidator();

  beforeAll(async () => {
    backend = await startCatalogueTestBackend();
    token = backend.adminToken;
    await createSmallCatalogue(token);
    usePageInvalidator(recording);
  });

  afterAll(async () => {
    usePageInvalidator(undefined);
    await backend?.stop();
  });

  afterEach(() => {
    recording.requests.length = 0;
  });

  it('invalidates the package pages once per successful write: create, publish, unpublish, delete', async () => {
    const created = await call('createPackage', { token, body: packageBody({ status: 'draft' }) });
    expect(created.status).toBe(201);
    const published = await call('updatePackage', {
      token,
      params: { id: created.body.id },
      body: { ...packageBody({ package_url: created.body.package_url }), version: created.body.version },
    });
    expect(published.status).toBe(200);
    const unpublished = await call('updatePackage', {
      token,
      params: { id: created.body.id },
      body: { ...packageBody({ package_url: created.body.package_url, status: 'draft' }), version: published.body.version },
    });
    expect(unpublished.status).toBe(200);
    expect((await call('deletePackage', { token, params: { id: created.body.id } })).status).toBe(204);
    expect(recording.requests).toEqual(Array.from({ length: 4 }, () => ['/', '/deals*', '/cruise-deals*', '/sitemap.xml', '/travel-destinations*']));
  });

  it('asks nothing for a read, a refused write or a write no page shows', async () => {
    expect((await call('listPackagesForAdmin', { token })).status).toBe(200);
    expect((await call('createTravelStyle', { token, body: { style_name: '   ' } })).status).toBe(400);
    expect((await call('createTravelStyle', { body: { style_name: 'Golf' } })).status).toBe(401);
    expect((await call('createDepartureCity', { token, body: { city_name: 'Kelowna' } })).status).toBe(201);
    expect(recording.requests).toEqual([]);
  });

  it('invalidates the landing page after a homepage list changes', async () => {
    const testimonial = {
      author: 'Priya S.',
      location: 'Kelowna, BC',
      quote: 'Wonderful trip.',
      rating: 5,
      trip: '',
      date: '2026-05-01',
      published: true,
      sortOrder: 1,
    };
    expect((await call('createTestimonial', { token, body: testimonial })).status).toBe(201);
    expect(recording.requests).toEqual([['/']]);
  });
});
