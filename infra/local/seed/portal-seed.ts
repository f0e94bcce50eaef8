import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PORTAL_PAGES, portalPageUpdateInputSchema } from '@tdp/shared/schemas/portal-page';
import { supplierCreateInputSchema } from '@tdp/shared/schemas/supplier';
import { webinarCreateInputSchema } from '@tdp/shared/schemas/webinar';
import { newsletterCreateInputSchema } from '@tdp/shared/schemas/newsletter';
import { welcomeVideoUpdateInputSchema } from '@tdp/shared/schemas/welcome-video';
import { createUser, findUserByUsername, type NewUser } from '@tdp/functions/data/user-repository';
import { findSavedPortalPage } from '@tdp/functions/data/portal-page-repository';
import { supplierRepository } from '@tdp/functions/data/supplier-repository';
import { webinarRepository } from '@tdp/functions/data/webinar-repository';
import { newsletterRepository } from '@tdp/functions/data/newsletter-repository';
import { updatePortalPage } from '@tdp/functions/domain/portal/portal-pages';
import { readWelcomeVideo, updateWelcomeVideo } from '@tdp/functions/domain/portal/welcome-video';
import { createSupplier } from '@tdp/functions/domain/suppliers/manage-suppliers';
import { createWebinar } from '@tdp/functions/domain/webinars/manage-webinars';
import { createNewsletter } from '@tdp/functions/domain/newsletters/manage-newsletters';
import { renderDocumentPdf } from './document-pdf.ts';
import { SEED_DOCUMENTS } from './portal-documents-seed-data.ts';
import { SEED_PORTAL_PAGES } from './portal-pages-seed-data.ts';
import { seedNewsletters, seedWebinars } from './portal-schedule-seed-data.ts';
import { SEED_SUPPLIERS } from './suppliers-seed-data.ts';
import type { SeedContext } from './seed-local-stack.ts';

/**
 * The local connected-agent portal: content for every page, the suppliers guide, webinars and events around
 * today, six newsletters, the welcome video, the head-office team and the documents they link to (real PDF
 * files in the media bucket). Everything goes through the same schemas and domain functions as an admin's
 * edits, so it is validated and sanitised exactly as theirs would be. Safe to run again: each part is
 * skipped when it is already there.
 */

/** The head-office team shown on `AdminTeamList`, besides the local admin login. They have no password: they cannot sign in. */
export const SEED_TEAM: ReadonlyArray<Omit<NewUser, 'passwordHash' | 'role'>> = [
  { username: 'nicole.fraser', name: 'Nicole Fraser', position: 'President and Founder', email: 'nicole.fraser@example.com' },
  { username: 'gurpreet.dhaliwal', name: 'Gurpreet Dhaliwal', position: 'Agent Success Manager', email: 'gurpreet.dhaliwal@example.com' },
  { username: 'kevin.yip', name: 'Kevin Yip', position: 'Groups Desk Lead', email: 'kevin.yip@example.com' },
  { username: 'marco.bianchi', name: 'Marco Bianchi', position: 'Marketing Coordinator', email: 'marco.bianchi@example.com' },
  { username: 'tanya.ivanova', name: 'Tanya Ivanova', position: 'Accounting Manager', email: 'tanya.ivanova@example.com' },
];

/**
 * The welcome video: Vimeo's own sample video stands in for the agency's (the admin sets the real one on the
 * `welcome-video` screen); any YouTube or Vimeo address works.
 */
export const SEED_WELCOME_VIDEO = {
  title: 'Welcome to TBB Travel',
  videoUrl: 'https://vimeo.com/76979871',
  introText:
    '<p>Welcome aboard! Watch this first, then follow the steps below. Questions? E-mail <a href="mailto:support@tbbtravel.ca">support@tbbtravel.ca</a>.</p>',
};

async function uploadDocuments(context: SeedContext): Promise<void> {
  for (const document of Object.values(SEED_DOCUMENTS)) {
    await context.s3.send(
      new PutObjectCommand({
        Bucket: context.bucket,
        Key: document.key,
        Body: renderDocumentPdf(document.title, document.paragraphs),
        ContentType: 'application/pdf',
        CacheControl: 'public, max-age=86400',
      }),
    );
  }
}

async function seedTeam(): Promise<number> {
  let created = 0;
  for (const member of SEED_TEAM) {
    if (await findUserByUsername(member.username)) continue;
    await createUser({ ...member, role: 'admin', passwordHash: null }, 'seed');
    created += 1;
  }
  return created;
}

/** Writes the portal's seed data; each part is skipped when it exists already. */
export async function seedPortal(context: SeedContext, now: Date = new Date()): Promise<void> {
  if (process.env.CONTENT_TABLE !== context.tableNames.content || process.env.IDENTITY_TABLE !== context.tableNames.identity) {
    throw new Error('seedPortal needs the functions’ environment (CONTENT_TABLE, IDENTITY_TABLE, DYNAMO_ENDPOINT) set to the local stack first');
  }
  const actor = { username: 'seed', now: now.toISOString() };

  await uploadDocuments(context);

  let pages = 0;
  for (const { slug } of PORTAL_PAGES) {
    if (await findSavedPortalPage(slug)) continue;
    await updatePortalPage(slug, portalPageUpdateInputSchema.parse({ version: 0, ...SEED_PORTAL_PAGES[slug] }), actor);
    pages += 1;
  }

  const suppliers = (await supplierRepository.list()).length === 0 ? SEED_SUPPLIERS : [];
  for (const supplier of suppliers) await createSupplier(supplierCreateInputSchema.parse(supplier), actor);

  const webinars = (await webinarRepository.list()).length === 0 ? seedWebinars(now) : [];
  for (const webinar of webinars) await createWebinar(webinarCreateInputSchema.parse(webinar), actor);

  const newsletters = (await newsletterRepository.list()).length === 0 ? seedNewsletters(now) : [];
  for (const newsletter of newsletters) await createNewsletter(newsletterCreateInputSchema.parse(newsletter), actor);

  if (!(await readWelcomeVideo())) await updateWelcomeVideo(welcomeVideoUpdateInputSchema.parse({ version: 0, ...SEED_WELCOME_VIDEO }), actor);

  const team = await seedTeam();
  context.log(
    `portal: ${Object.keys(SEED_DOCUMENTS).length} documents, ${pages} pages, ${suppliers.length} suppliers, ${webinars.length} webinars and events, ${newsletters.length} newsletters, ${team} team members`,
  );
}
