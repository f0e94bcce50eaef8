import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierCreateInput } from '@tdp/shared/schemas/supplier';
import type { WebinarCreateInput } from '@tdp/shared/schemas/webinar';
import type { NewsletterCreateInput } from '@tdp/shared/schemas/newsletter';
import { call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { storeFixturePictures } from '../../../test/fixture-pictures.ts';

/**
 * The portal's content through the real handlers on dynalite: admins write it in the catalogue group,
 * agents read it in the public group.
 */

let backend: LeadsTestBackend;
let admin: { token: string };
let agent: { token: string };

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  admin = { token: backend.adminToken };
  agent = { token: backend.agentToken };
  // The suppliers' logo, uploaded before the supplier is saved (a save decodes each new picture).
  await storeFixturePictures([supplierInput().logo!]);
});
afterAll(() => backend.stop());

function supplierInput(overrides: Partial<SupplierCreateInput> = {}): SupplierCreateInput {
  return {
    name: 'Sunwing Vacations',
    categories: ['VacationPackages', 'Air'],
    summary: 'All-inclusive sun packages from Canadian gateways',
    logo: 'suppliers/logo/sunwing.png',
    website: 'https://www.sunwing.ca',
    agentPortal: 'https://www.sunwingagents.ca',
    contacts: [{ name: 'Karen Wong', role: 'Business Development Manager, BC', phone: '604-555-0142', email: 'karen.wong@example.com' }],
    bookingNotes: '<p>Book through the agent portal.</p>',
    commissionNotes: '<p>10% on packages.</p>',
    documents: [{ title: 'Rate sheet', key: 'Documents/Suppliers/sunwing-rates.pdf' }],
    active: true,
    ...overrides,
  };
}

function webinarInput(overrides: Partial<WebinarCreateInput> = {}): WebinarCreateInput {
  return {
    kind: 'webinar',
    title: 'Selling Cuba with Sunwing',
    startsAtLocal: '2026-01-14T10:00',
    durationMinutes: 60,
    presenter: 'Karen Wong, Sunwing Vacations',
    location: '',
    joinUrl: 'https://zoom.example.com/j/123',
    recordingUrl: null,
    materials: [],
    description: '<p>Resorts, <script>alert(1)</script>flights</p>',
    published: true,
    ...overrides,
  };
}

function newsletterInput(overrides: Partial<NewsletterCreateInput> = {}): NewsletterCreateInput {
  return {
    title: 'December news',
    issueDate: '2026-12-01',
    summary: 'Holiday hours and new suppliers',
    body: '<h2>Holiday hours</h2><p>The office closes on December 25.</p>',
    attachments: [],
    published: true,
    ...overrides,
  };
}

describe('suppliers guide', () => {
  it('creates, lists by category as data.data, reads, updates and deletes a supplier', async () => {
    const created = await call('createSupplier', { token: admin.token, body: supplierInput() });
    expect(created.status).toBe(201);
    const supplier = created.body.data;
    expect(supplier).toMatchObject({ name: 'Sunwing Vacations', version: 1, active: true });

    await call('createSupplier', {
      token: admin.token,
      body: supplierInput({ name: 'Manulife', categories: ['Insurance'], logo: null, website: null, agentPortal: null, documents: [] }),
    });
    await call('createSupplier', { token: admin.token, body: supplierInput({ name: 'Hidden Supplier', categories: ['Air'], active: false }) });

    const all = await call('listPortalSuppliers', { token: agent.token });
    expect(all.status).toBe(200);
    expect(all.body.data.data.map((entry: { name: string }) => entry.name)).toEqual(['Manulife', 'Sunwing Vacations']);
    const air = await call('listPortalSuppliers', { token: agent.token, query: { category: 'Air' } });
    expect(air.body.data.data.map((entry: { name: string }) => entry.name)).toEqual(['Sunwing Vacations']);
    const adminList = await call('listSuppliersForAdmin', { token: admin.token, query: { category: 'Air' } });
    expect(adminList.body.data.map((entry: { name: string }) => entry.name)).toEqual(['Hidden Supplier', 'Sunwing Vacations']);

    const read = await call('getPortalSupplier', { token: agent.token, params: { id: String(supplier.id) } });
    expect(read.status).toBe(200);
    expect(read.body.data.contacts[0].email).toBe('karen.wong@example.com');

    const updated = await call('updateSupplier', {
      token: admin.token,
      params: { id: String(supplier.id) },
      body: { ...supplierInput({ categories: ['VacationPackages', 'Ground&Rail'] }), version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ version: 2, categories: ['VacationPackages', 'Ground&Rail'] });
    const groundAndRail = await call('listPortalSuppliers', { token: agent.token, query: { category: 'Ground&Rail' } });
    expect(groundAndRail.body.data.data.map((entry: { id: number }) => entry.id)).toEqual([supplier.id]);

    expect((await call('deleteSupplier', { token: admin.token, params: { id: String(supplier.id) } })).status).toBe(204);
    expect((await call('getPortalSupplier', { token: agent.token, params: { id: String(supplier.id) } })).status).toBe(404);
  });

  it('hides an inactive supplier from agents but not from the admin editor', async () => {
    const created = await call('createSupplier', {
      token: admin.token,
      body: supplierInput({ name: 'Dormant Tours', categories: ['GuidedTours'], active: false }),
    });
    const id = String(created.body.data.id);
    expect((await call('getPortalSupplier', { token: agent.token, params: { id } })).status).toBe(404);
    expect((await call('getSupplierForAdmin', { token: admin.token, params: { id } })).body.data.name).toBe('Dormant Tours');
  });

  it('sanitises the notes on save: no scripts, links http(s)/mailto only', async () => {
    const created = await call('createSupplier', {
      token: admin.token,
      body: supplierInput({
        name: 'Sanitised Cruises',
        bookingNotes: '<p onclick="x()">Call <a href="javascript:alert(1)">us</a> or <a href="mailto:groups@example.com">write</a></p><script>steal()</script>',
        commissionNotes: '<img src=x onerror=alert(1)><p>12%</p>',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.bookingNotes).toBe('<p>Call <a>us</a> or <a href="mailto:groups@example.com">write</a></p>');
    expect(created.body.data.commissionNotes).toBe('<p>12%</p>');
  });

  it('answers 400 naming each wrong field', async () => {
    const answer = await call('createSupplier', {
      token: admin.token,
      body: supplierInput({ name: '', categories: ['Trains' as never], logo: 'package-images/x.png', website: 'javascript:alert(1)' }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['categories.0', 'logo', 'name', 'website']);
    const badCategory = await call('listPortalSuppliers', { token: agent.token, query: { category: 'Trains' } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error.fields).toHaveProperty(['query.category']);
  });

  it('answers 409 to a save at a stale version and changes nothing', async () => {
    const created = await call('createSupplier', { token: admin.token, body: supplierInput({ name: 'Versioned Air' }) });
    const id = String(created.body.data.id);
    expect((await call('updateSupplier', { token: admin.token, params: { id }, body: { ...supplierInput({ name: 'First save' }), version: 1 } })).status).toBe(
      200,
    );
    const stale = await call('updateSupplier', { token: admin.token, params: { id }, body: { ...supplierInput({ name: 'Second save' }), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
    expect((await call('getSupplierForAdmin', { token: admin.token, params: { id } })).body.data.name).toBe('First save');
  });

  it('refuses agents on the admin routes and everyone without a token on the portal routes', async () => {
    expect((await call('createSupplier', { token: agent.token, body: supplierInput() })).status).toBe(403);
    expect((await call('listSuppliersForAdmin', { token: agent.token })).status).toBe(403);
    expect((await call('listPortalSuppliers')).status).toBe(401);
  });
});

describe('webinars and events', () => {
  it('stores the Vancouver start with its UTC instants and splits the portal list into upcoming and past', async () => {
    const past = await call('createWebinar', { token: admin.token, body: webinarInput() });
    expect(past.status).toBe(201);
    expect(past.body.data).toMatchObject({
      startsAtLocal: '2026-01-14T10:00',
      timeZone: 'America/Vancouver',
      startsAt: '2026-01-14T18:00:00.000Z',
      endsAt: '2026-01-14T19:00:00.000Z',
      description: '<p>Resorts, flights</p>',
      version: 1,
    });
    const upcoming = await call('createWebinar', {
      token: admin.token,
      body: webinarInput({ title: 'TBB Conference 2099', kind: 'event', startsAtLocal: '2099-05-06T09:00', durationMinutes: 480, location: 'Burnaby office' }),
    });
    await call('createWebinar', { token: admin.token, body: webinarInput({ title: 'Draft webinar', startsAtLocal: '2099-06-01T10:00', published: false }) });

    const portal = await call('listPortalWebinars', { token: agent.token });
    expect(portal.status).toBe(200);
    expect(portal.body.data.timeZone).toBe('America/Vancouver');
    expect(portal.body.data.upcoming.map((entry: { id: number }) => entry.id)).toEqual([upcoming.body.data.id]);
    expect(portal.body.data.past.map((entry: { id: number }) => entry.id)).toEqual([past.body.data.id]);
    const adminList = await call('listWebinarsForAdmin', { token: admin.token });
    expect(adminList.body.data.map((entry: { title: string }) => entry.title)).toEqual(['Draft webinar', 'TBB Conference 2099', 'Selling Cuba with Sunwing']);
  });

  it('adds the recording after the webinar, at the version loaded', async () => {
    const created = await call('createWebinar', { token: admin.token, body: webinarInput({ title: 'Recorded later' }) });
    const id = String(created.body.data.id);
    const updated = await call('updateWebinar', {
      token: admin.token,
      params: { id },
      body: { ...webinarInput({ title: 'Recorded later', recordingUrl: 'https://vimeo.com/76979871' }), version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ version: 2, recordingUrl: 'https://vimeo.com/76979871' });
    expect((await call('updateWebinar', { token: admin.token, params: { id }, body: { ...webinarInput(), version: 1 } })).status).toBe(409);
    expect((await call('deleteWebinar', { token: admin.token, params: { id } })).status).toBe(204);
    expect((await call('getWebinarForAdmin', { token: admin.token, params: { id } })).status).toBe(404);
  });

  it('answers 400 naming the fields, including a start time the clocks skip', async () => {
    const answer = await call('createWebinar', {
      token: admin.token,
      body: webinarInput({ startsAtLocal: '2026-03-08T02:30', durationMinutes: 5, presenter: '' }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['durationMinutes', 'presenter', 'startsAtLocal']);
    expect((await call('createWebinar', { token: agent.token, body: webinarInput() })).status).toBe(403);
  });
});

describe('newsletters', () => {
  it('lists published issues newest first without bodies, and hides drafts from agents', async () => {
    const older = await call('createNewsletter', { token: admin.token, body: newsletterInput({ title: 'November news', issueDate: '2026-11-01' }) });
    const newer = await call('createNewsletter', { token: admin.token, body: newsletterInput() });
    const draft = await call('createNewsletter', {
      token: admin.token,
      body: newsletterInput({ title: 'January draft', issueDate: '2027-01-01', published: false }),
    });
    expect(newer.status).toBe(201);

    const list = await call('listPortalNewsletters', { token: agent.token });
    expect(list.body.data.map((entry: { title: string }) => entry.title)).toEqual(['December news', 'November news']);
    expect(list.body.data[0]).not.toHaveProperty('body');

    const read = await call('getPortalNewsletter', { token: agent.token, params: { id: String(older.body.data.id) } });
    expect(read.body.data.body).toBe('<h2>Holiday hours</h2><p>The office closes on December 25.</p>');
    expect((await call('getPortalNewsletter', { token: agent.token, params: { id: String(draft.body.data.id) } })).status).toBe(404);
    expect((await call('getNewsletterForAdmin', { token: admin.token, params: { id: String(draft.body.data.id) } })).status).toBe(200);
  });

  it('requires a body with text, and answers 409 when stale', async () => {
    const empty = await call('createNewsletter', { token: admin.token, body: newsletterInput({ body: '<p> </p><script>x</script>' }) });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ body: 'is required' });
    const created = await call('createNewsletter', { token: admin.token, body: newsletterInput({ title: 'To edit' }) });
    const id = String(created.body.data.id);
    expect(
      (await call('updateNewsletter', { token: admin.token, params: { id }, body: { ...newsletterInput({ title: 'Edited' }), version: 1 } })).body.data.version,
    ).toBe(2);
    expect((await call('updateNewsletter', { token: admin.token, params: { id }, body: { ...newsletterInput(), version: 1 } })).status).toBe(409);
    expect((await call('deleteNewsletter', { token: agent.token, params: { id } })).status).toBe(403);
  });
});

describe('portal pages', () => {
  const section = {
    heading: 'Module 1: your first week',
    body: '<p>Read the <a href="https://example.com/guide">guide</a>.</p><iframe src="https://evil.example"></iframe>',
    links: [{ label: 'Support desk', url: 'mailto:support@tbbtravel.ca' }],
    documents: [{ title: 'Learning path checklist', key: 'Documents/Training/learning-path.pdf' }],
    videos: [{ title: 'Welcome', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
  };

  it('answers an unwritten page with its title and menu at version 0, then saves and serves ordered sections', async () => {
    const blank = await call('getPortalPage', { token: agent.token, params: { slug: 'LearningPath' } });
    expect(blank.status).toBe(200);
    expect(blank.body.data).toEqual({
      slug: 'LearningPath',
      title: 'Learning Path',
      group: 'Training & Events',
      feature: null,
      intro: '',
      sections: [],
      version: 0,
      updatedAt: null,
    });

    const saved = await call('updatePortalPage', {
      token: admin.token,
      params: { slug: 'LearningPath' },
      body: { version: 0, intro: '<p>Start here.</p>', sections: [section, { ...section, heading: 'Module 2: ClientBase' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);

    const page = (await call('getPortalPage', { token: agent.token, params: { slug: 'LearningPath' } })).body.data;
    expect(page.sections.map((entry: { heading: string }) => entry.heading)).toEqual(['Module 1: your first week', 'Module 2: ClientBase']);
    expect(page.sections[0].body).toBe('<p>Read the <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">guide</a>.</p>');
    expect(page.sections[0].videos[0].url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    const list = await call('listPortalPagesForAdmin', { token: admin.token });
    expect(list.body.data).toHaveLength(27);
    expect(list.body.data.find((entry: { slug: string }) => entry.slug === 'LearningPath')).toMatchObject({ sectionCount: 2, version: 1 });
  });

  it('answers 409 to a second first-save and to a stale version', async () => {
    expect(
      (await call('updatePortalPage', { token: admin.token, params: { slug: 'faqs' }, body: { version: 0, intro: '', sections: [section] } })).status,
    ).toBe(200);
    const again = await call('updatePortalPage', { token: admin.token, params: { slug: 'faqs' }, body: { version: 0, intro: '', sections: [] } });
    expect(again.status).toBe(409);
    expect((await call('updatePortalPage', { token: admin.token, params: { slug: 'faqs' }, body: { version: 7, intro: '', sections: [] } })).status).toBe(409);
    expect((await call('getPortalPageForAdmin', { token: admin.token, params: { slug: 'faqs' } })).body.data.sections).toHaveLength(1);
  });

  it('answers 400 for an unknown page, a bad link or video, and 403 to an agent saving', async () => {
    expect((await call('getPortalPage', { token: agent.token, params: { slug: 'Secrets' } })).status).toBe(400);
    const bad = await call('updatePortalPage', {
      token: admin.token,
      params: { slug: 'ClientTools' },
      body: {
        version: 0,
        intro: '',
        sections: [{ ...section, links: [{ label: 'x', url: 'javascript:alert(1)' }], videos: [{ title: 'x', url: 'https://example.com/v.mp4' }] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['sections.0.links.0.url', 'sections.0.videos.0.url']);
    expect(
      (await call('updatePortalPage', { token: agent.token, params: { slug: 'ClientTools' }, body: { version: 0, intro: '', sections: [] } })).status,
    ).toBe(403);
  });
});

describe('welcome video', () => {
  it('is null until set, then serves the player address; 409 when stale', async () => {
    expect((await call('getPortalWelcomeVideo', { token: agent.token })).body).toEqual({ data: null });
    const saved = await call('updateWelcomeVideo', {
      token: admin.token,
      body: { version: 0, title: 'Welcome to TBB Travel', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', introText: '<p>Watch this first.</p>' },
    });
    expect(saved.status).toBe(200);
    const read = await call('getPortalWelcomeVideo', { token: agent.token });
    expect(read.body.data).toMatchObject({ title: 'Welcome to TBB Travel', videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', version: 1 });
    const stale = await call('updateWelcomeVideo', {
      token: admin.token,
      body: { version: 0, title: 'Again', videoUrl: 'https://vimeo.com/76979871', introText: '' },
    });
    expect(stale.status).toBe(409);
    const badHost = await call('updateWelcomeVideo', {
      token: admin.token,
      body: { version: 1, title: 'x', videoUrl: 'https://evil.example/video', introText: '' },
    });
    expect(badHost.status).toBe(400);
    expect(badHost.body.error.fields).toEqual({ videoUrl: 'must be a YouTube or Vimeo video address' });
    expect((await call('getWelcomeVideoForAdmin', { token: agent.token })).status).toBe(403);
  });
});
