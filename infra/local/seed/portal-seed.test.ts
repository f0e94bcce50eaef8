import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PORTAL_PAGES } from '@tdp/shared/schemas/portal-page';
import { SUPPLIER_CATEGORIES } from '@tdp/shared/schemas/supplier';
import { listNewsletters } from '@tdp/functions/domain/newsletters/manage-newsletters';
import { listTeam } from '@tdp/functions/domain/people/portal-people';
import { readPortalPage } from '@tdp/functions/domain/portal/portal-pages';
import { readWelcomeVideo } from '@tdp/functions/domain/portal/welcome-video';
import { listSuppliers } from '@tdp/functions/domain/suppliers/manage-suppliers';
import { listPortalWebinars, listWebinars } from '@tdp/functions/domain/webinars/manage-webinars';
import { createLocalDocumentClient, createLocalS3Client, type LocalAws } from '@tdp/functions/local/local-aws';
import { useLocalAws } from '@tdp/functions/local/use-local-aws';
import { seedPortal, SEED_TEAM } from './portal-seed.ts';
import type { SeedContext } from './seed-local-stack.ts';

let aws: LocalAws;
let context: SeedContext;
const now = new Date('2026-11-18T20:00:00Z');

beforeAll(async () => {
  aws = await useLocalAws();
  context = {
    doc: createLocalDocumentClient(aws.dynamoEndpoint),
    s3: createLocalS3Client(aws.s3Endpoint),
    tableNames: aws.tableNames,
    bucket: aws.bucket,
    dataDir: '/unused',
    log: () => undefined,
  };
  await seedPortal(context, now);
});
afterAll(async () => {
  context.doc.destroy();
  context.s3.destroy();
  await aws.stop();
});

describe('seedPortal', () => {
  it('writes real content for every page of the portal', async () => {
    for (const { slug } of PORTAL_PAGES) {
      const page = await readPortalPage(slug);
      expect(page.version, slug).toBe(1);
      expect(page.intro.length, slug).toBeGreaterThan(40);
      expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|todo|placeholder/i);
    }
    expect((await readPortalPage('faqs')).sections.length).toBeGreaterThanOrEqual(8);
    expect((await readPortalPage('LearningPath')).sections.length).toBeGreaterThanOrEqual(5);
  });

  it('fills the suppliers guide: at least 30 active suppliers, every category with at least two', async () => {
    const suppliers = await listSuppliers({ activeOnly: true });
    expect(suppliers.length).toBeGreaterThanOrEqual(30);
    for (const category of SUPPLIER_CATEGORIES) {
      expect(suppliers.filter((supplier) => supplier.categories.includes(category)).length, category).toBeGreaterThanOrEqual(2);
    }
    for (const supplier of suppliers) {
      expect(supplier.contacts.length, supplier.name).toBeGreaterThan(0);
      for (const contact of supplier.contacts) if (contact.phone) expect(contact.phone, supplier.name).toMatch(/555-01\d\d$/);
    }
  });

  it('dates eight webinars and events around the seed day, past ones with recordings', async () => {
    expect(await listWebinars()).toHaveLength(8);
    const { upcoming, past } = await listPortalWebinars(now);
    expect(past).toHaveLength(4);
    expect(upcoming).toHaveLength(4);
    expect(past.every((webinar) => webinar.recordingUrl !== null && webinar.startsAtLocal.endsWith('T10:00'))).toBe(true);
    expect(upcoming.map((webinar) => webinar.kind)).toEqual(['webinar', 'webinar', 'event', 'event']);
    expect(upcoming[0]!.startsAtLocal).toBe('2026-11-25T10:00');
  });

  it('publishes six monthly newsletters ending with the current month', async () => {
    const newsletters = await listNewsletters();
    expect(newsletters.map((newsletter) => newsletter.issueDate)).toEqual(['2026-11-01', '2026-10-01', '2026-09-01', '2026-08-01', '2026-07-01', '2026-06-01']);
    expect(newsletters.every((newsletter) => newsletter.published)).toBe(true);
  });

  it('sets the welcome video and the head-office team', async () => {
    expect((await readWelcomeVideo())?.videoUrl).toBe('https://player.vimeo.com/video/76979871');
    const team = await listTeam();
    for (const member of SEED_TEAM) expect(team.map((entry) => entry.name)).toContain(member.name);
  });

  it('stores every document a page, supplier, webinar or newsletter links to as a PDF in the media bucket', async () => {
    const keys = new Set<string>();
    for (const { slug } of PORTAL_PAGES)
      for (const section of (await readPortalPage(slug)).sections) for (const document of section.documents) keys.add(document.key);
    for (const supplier of await listSuppliers({ activeOnly: false })) for (const document of supplier.documents) keys.add(document.key);
    for (const webinar of await listWebinars()) for (const document of webinar.materials) keys.add(document.key);
    for (const newsletter of await listNewsletters()) for (const document of newsletter.attachments) keys.add(document.key);
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      const object = await context.s3.send(new GetObjectCommand({ Bucket: context.bucket, Key: key }));
      expect(object.ContentType, key).toBe('application/pdf');
      expect((await object.Body!.transformToString('latin1')).startsWith('%PDF-1.4'), key).toBe(true);
    }
  });

  it('can run again without failing or duplicating', async () => {
    await seedPortal(context, now);
    expect((await listSuppliers({ activeOnly: false })).length).toBeGreaterThanOrEqual(30);
    expect(await listWebinars()).toHaveLength(8);
    expect(await listNewsletters()).toHaveLength(6);
    expect((await readPortalPage('faqs')).version).toBe(1);
  });
});
