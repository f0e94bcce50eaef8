import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { LeadListPage } from '@tdp/shared/schemas/lead-records';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import { findAccessibilityViolations, type AccessibilityViolation } from './support/accessibility.ts';
import { launchBrowser, openPage, saveScreenshot, type ViewportName, waitForHydration } from './support/browser.ts';
import { fillQuoteForm } from './support/quote-form.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;
let packageSlug: string;
let packageTitle: string;

/** A seeded, active agent (infra/local/seed/agents-seed.ts). */
const AGENT = { slug: 'harpreet-gill', name: 'Harpreet Gill' };

/** Names and addresses of this file's visitors, so the inbox and the outbox can be searched for them. */
const TRAVELLER = { firstName: 'Priya', lastName: 'Quoteson', email: 'priya.quoteson@example.com' };
const APPLICANT = { firstName: 'Amrit', lastName: 'Applicant', email: 'amrit.applicant@example.com' };
const BOT = { firstName: 'Spam', lastName: 'Bot', email: 'spam.bot@example.com' };
/** The applicant's résumé: a small PDF. */
const RESUME = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface OutboxMessage {
  to: string;
  type: string;
  subject: string;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  const deals = (await (
    await fetch(`${stack.apiUrl}/packages/deals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    })
  ).json()) as DealsAnswer;
  packageSlug = deals.packages[0]!.package_url;
  packageTitle = deals.packages[0]!.title;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function outbox(): Promise<OutboxMessage[]> {
  return ((await (await fetch(`${stack.apiUrl}/__dev/outbox`)).json()) as { messages: OutboxMessage[] }).messages;
}

async function adminToken(): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-dev-password' }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function leadsFrom(email: string): Promise<LeadListPage['leads']> {
  const answer = await fetch(`${stack.apiUrl}/api/admin/leads?limit=100`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  return ((await answer.json()) as LeadListPage).leads.filter((lead) => lead.email === email);
}

function seriousOnly(violations: AccessibilityViolation[]): AccessibilityViolation[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('leads in the browser', () => {
  it('takes a quote from a package page and an agent application; the admin finds both, and the outbox holds both confirmations', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${packageSlug}`);
      // The package's own call to action (the header has a plain "Request a Quote" too).
      await page.locator(`a[href="/request-a-quote?package=${packageSlug}"]`).first().click();
      await page.waitForURL(`${stack.webUrl}/request-a-quote?package=${packageSlug}`);
      await page.getByRole('heading', { level: 2, name: 'The trip you are asking about' }).waitFor();
      const form = await fillQuoteForm(page, TRAVELLER);
      expect(await form.getByLabel(/^Where would you like to go/).inputValue()).not.toBe('');
      await form.getByRole('button', { name: 'Send my request' }).click();
      await page.waitForURL(/\/thank-you\?reference=TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
      const quoteReference = new URL(page.url()).searchParams.get('reference')!;
      await page.getByText(quoteReference).waitFor();

      await page.goto(`${stack.webUrl}/agents/AgentPageMain#apply`);
      const application = page.getByRole('form', { name: 'Apply to become a Connected Agent' });
      await application.getByLabel(/^First name/).fill(APPLICANT.firstName);
      await application.getByLabel(/^Last name/).fill(APPLICANT.lastName);
      await application.getByLabel(/^Email/).fill(APPLICANT.email);
      await application.getByLabel(/^Phone/).fill('604-555-0190');
      await application.getByLabel(/^City/).fill('Abbotsford');
      await application.getByLabel(/^Province or territory/).selectOption('BC');
      await application.getByLabel(/^Years of travel industry experience/).fill('2');
      await application.getByLabel(/^How did you hear about us/).selectOption('social-media');
      await application.getByRole('checkbox', { name: 'Punjabi' }).check();
      await application.getByRole('checkbox', { name: 'River cruises' }).check();
      await application.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      // The résumé goes straight to the bucket as soon as it is chosen.
      await application.locator('input[name="attachment"]').setInputFiles({ name: 'Amrit resume.pdf', mimeType: 'application/pdf', buffer: RESUME });
      await application.getByRole('group', { name: 'Amrit resume.pdf' }).getByText('Attached').waitFor();
      await application.getByRole('button', { name: 'Send my application' }).click();
      await page.waitForURL(/\/thank-you\?reference=TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
      const applicationReference = new URL(page.url()).searchParams.get('reference')!;
      await page.getByText(applicationReference).waitFor();

      // The admin inbox lists both, newest first.
      await page.goto(`${stack.webUrl}/admin-login`);
      await page.getByLabel(/^Username/).fill('admin');
      await page.getByLabel(/^Password/).fill('admin-dev-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      await page.goto(`${stack.webUrl}/admin-dashboard/leads`);
      const inbox = page.getByRole('table', { name: 'Leads' });
      await inbox.getByRole('link', { name: `${APPLICANT.firstName} ${APPLICANT.lastName}` }).waitFor();
      await inbox.getByRole('link', { name: `${TRAVELLER.firstName} ${TRAVELLER.lastName}` }).waitFor();
      await saveScreenshot(page, 'leads-inbox-desktop');

      await inbox.getByRole('link', { name: `${TRAVELLER.firstName} ${TRAVELLER.lastName}` }).click();
      // The lead's page has the internal id in its address and shows the short reference.
      await page.waitForURL(/\/admin-dashboard\/leads\/[0-9A-HJKMNP-TV-Z]{26}$/);
      await page.getByText(`Reference ${quoteReference}`).waitFor();
      await page.getByRole('heading', { level: 1, name: `${TRAVELLER.firstName} ${TRAVELLER.lastName}: Quote` }).waitFor();
      // The package by its title, linking to its page (never its slug as text).
      await page.getByRole('link', { name: packageTitle, exact: true }).first().waitFor();
      await saveScreenshot(page, 'lead-detail-desktop');

      // The applicant's lead, reached through the admin menu's Leads entry, offers the résumé for download.
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Leads' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/leads`);
      await inbox.getByRole('link', { name: `${APPLICANT.firstName} ${APPLICANT.lastName}` }).click();
      await page.waitForURL(/\/admin-dashboard\/leads\/[0-9A-HJKMNP-TV-Z]{26}$/);
      await page.getByText(`Reference ${applicationReference}`).waitFor();
      const attachment = page.getByRole('region', { name: 'Résumé or certificate' });
      const [download] = await Promise.all([page.waitForEvent('download'), attachment.getByRole('button', { name: 'Download Amrit-resume.pdf' }).click()]);
      expect(download.suggestedFilename()).toBe('Amrit-resume.pdf');
      expect(readFileSync((await download.path())!)).toEqual(RESUME);
      await saveScreenshot(page, 'lead-application-detail-desktop');

      // The traveller's and the applicant's confirmations are in the local outbox.
      // Queued by the forms, sent by the local mail queue's poller within a moment.
      await expect
        .poll(async () => (await outbox()).some((message) => message.to === APPLICANT.email && message.type === 'application-received-applicant'))
        .toBe(true);
      const messages = await outbox();
      expect(messages.some((message) => message.to === TRAVELLER.email && message.type === 'quote-received-customer')).toBe(true);
      expect(messages.some((message) => message.to === APPLICANT.email && message.type === 'application-received-applicant')).toBe(true);

      await page.goto(`${stack.webUrl}/dev/outbox`);
      const list = page.getByRole('list', { name: 'Stored e-mails, newest first' });
      await list
        .getByRole('button', { name: new RegExp(`to ${APPLICANT.email}`) })
        .first()
        .waitFor();
      await list
        .getByRole('button', { name: new RegExp(`to ${TRAVELLER.email}`) })
        .first()
        .click();
      expect(await page.getByTitle('HTML version of the e-mail').getAttribute('sandbox')).toBe('');
      await saveScreenshot(page, 'dev-outbox-desktop');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers a bot that fills the honeypot like a person, and stores and sends nothing', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/request-a-quote`);
      const form = await fillQuoteForm(page, BOT);
      await form.getByLabel(/^Where would you like to go/).fill('Anywhere');
      // People never see or reach this field; a bot fills every input it finds.
      await page.locator('input[name="website"]').fill('https://spam.example.com', { force: true });
      await form.getByRole('button', { name: 'Send my request' }).click();
      await page.waitForURL(/\/thank-you\?reference=TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
      expect(await leadsFrom(BOT.email)).toEqual([]);
      expect((await outbox()).filter((message) => message.to === BOT.email)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says what is wrong with a mistyped e-mail and sends nothing', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/request-a-quote`);
      const form = page.getByRole('form', { name: /Request a quote/ });
      const email = form.getByLabel(/^Email/);
      await email.fill('priya-at-example.com');
      await email.blur();
      await form.getByText('Email must be an e-mail address.').waitFor();
      let sent = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/leads/quote')) sent = true;
      });
      await form.getByRole('button', { name: 'Send my request' }).click();
      await form.getByText('First name is required.').waitFor();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstName');
      expect(sent).toBe(false);
      expect(page.url()).toBe(`${stack.webUrl}/request-a-quote`);
    } finally {
      await context.close();
    }
  });

  it("keeps an agent's visit: the profile's quote link addresses the form to the agent", async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/ca/${AGENT.slug}`);
      await page.getByRole('link', { name: `Request a quote from ${AGENT.name}` }).click();
      await page.getByRole('heading', { level: 1, name: `Request a quote from ${AGENT.name}` }).waitFor();
      expect(await page.getByLabel(/^Preferred connected agent/).inputValue()).toBe(AGENT.slug);
      // The visit is remembered by the page in the browser (the server renders the same page for everyone).
      await waitForHydration(page);
      // Later pages of the visit still know the agent.
      await page.goto(`${stack.webUrl}/disney-request-a-quote`);
      await page.getByRole('heading', { level: 1, name: `Request a quote from ${AGENT.name}` }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('contact messages', () => {
  it("attribute a message sent during an agent's visit to that agent", async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const person = { firstName: 'Chloé', lastName: 'Contactez', email: 'chloe.contactez@example.com' };
    try {
      await page.goto(`${stack.webUrl}/ca/${AGENT.slug}`);
      await page.getByRole('heading', { level: 1, name: AGENT.name }).waitFor();
      // The visit is remembered by the page in the browser (the server renders the same page for everyone).
      await waitForHydration(page);
      await page.goto(`${stack.webUrl}/contact-us`);
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel(/^First name/).fill(person.firstName);
      await form.getByLabel(/^Last name/).fill(person.lastName);
      await form.getByLabel(/^E-mail/).fill(person.email);
      await form.getByLabel(/^Subject/).fill('A question for Harpreet');
      await form.getByLabel(/^Message/).fill('Can Harpreet call me about a river cruise?');
      await form.getByRole('checkbox', { name: /agree to be contacted/ }).check();
      await form.getByRole('button', { name: 'Send the message' }).click();
      await page.waitForURL(/\/thank-you\?reference=TBB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
      const [lead] = await leadsFrom(person.email);
      expect(lead).toMatchObject({ type: 'contact', attributedAgent: AGENT.slug, assignedAgent: AGENT.slug });
    } finally {
      await context.close();
    }
  });
});

describe('notes on a lead', () => {
  it("reach the assigned agent only when the admin shares them, signed 'Agency staff', never with a username", async () => {
    // A message through the seeded agent's page: assigned to them (the local account `agent` is Jordan Lee).
    const email = 'notes.reader@example.com';
    const sent = await fetch(`${stack.apiUrl}/api/leads/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Nora',
        lastName: 'Notes',
        email,
        subject: 'Honeymoon',
        message: 'Ideas for a honeymoon in May?',
        consentToContact: true,
        marketingOptIn: false,
        website: '',
        agent: 'jordan-lee',
      }),
    });
    expect(sent.status).toBe(201);
    const [lead] = await leadsFrom(email);
    expect(lead).toMatchObject({ assignedAgent: 'jordan-lee' });

    const admin = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(admin.page, stack, SEEDED_ACCOUNTS.admin);
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/leads/${lead!.id}`);
      const followUp = admin.page.getByRole('form', { name: 'Follow-up' });
      await followUp.getByRole('textbox', { name: /Add a note/ }).fill('Internal: margin is thin on May dates.');
      await followUp.getByRole('button', { name: 'Save changes' }).click();
      const notes = admin.page.getByRole('region', { name: 'Notes' });
      await notes.getByText('Internal: margin is thin on May dates.').waitFor();
      await followUp.getByRole('textbox', { name: /Add a note/ }).fill('She prefers a call after 6 p.m.');
      await followUp.getByRole('radio', { name: 'Shared with the assigned agent' }).check();
      await followUp.getByRole('button', { name: 'Save changes' }).click();
      await notes.getByText('She prefers a call after 6 p.m.').waitFor();
      // Each note says who reads it.
      expect(await notes.getByText('Internal', { exact: true }).count()).toBe(1);
      expect(await notes.getByText('Shared with the agent', { exact: true }).count()).toBe(1);
      await saveScreenshot(admin.page, 'lead-notes-admin');
    } finally {
      await admin.context.close();
    }

    const agent = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(agent.page, stack, SEEDED_ACCOUNTS.agent);
      await agent.page.goto(`${stack.webUrl}/agent-dashboard/MyLeads/${lead!.id}`);
      const shared = agent.page.getByRole('region', { name: 'Notes shared with you' });
      await shared.getByText('She prefers a call after 6 p.m.').waitFor();
      await shared.getByText(/^Agency staff, /).waitFor();
      const page = await agent.page.locator('main').innerText();
      expect(page).not.toContain('margin is thin');
      expect(page).not.toMatch(/\badmin\b/);
      await saveScreenshot(agent.page, 'lead-notes-agent');
    } finally {
      await agent.context.close();
    }
  });
});

describe('leads pages at desktop and phone widths', () => {
  const PUBLIC_PAGES = [
    {
      name: 'quote-form',
      path: () => `/request-a-quote?package=${packageSlug}`,
      ready: (page: Page) => page.getByRole('heading', { level: 2, name: 'The trip you are asking about' }),
    },
    {
      name: 'become-agent',
      path: () => '/agents/AgentPageMain',
      ready: (page: Page) => page.getByRole('heading', { level: 2, name: 'Questions and answers' }),
    },
    { name: 'agent-directory', path: () => '/agents/FindYourConnectedAgent', ready: (page: Page) => page.getByRole('link', { name: AGENT.name }) },
    { name: 'agent-profile', path: () => `/ca/${AGENT.slug}`, ready: (page: Page) => page.getByRole('heading', { level: 1, name: AGENT.name }) },
    {
      name: 'group-travel',
      path: () => '/group-travels/destination-wedding',
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Destination weddings' }),
    },
  ];

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`renders the public leads pages without serious accessibility problems (${viewport})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, viewport);
      try {
        for (const target of PUBLIC_PAGES) {
          await page.goto(`${stack.webUrl}${target.path()}`);
          await target.ready(page).first().waitFor();
          // The page as people use it: a rendered form stays disabled (greyed) until the app runs.
          await waitForHydration(page);
          await saveScreenshot(page, `${target.name}-${viewport}`);
          expect({ page: target.name, violations: seriousOnly(await findAccessibilityViolations(page)) }).toEqual({ page: target.name, violations: [] });
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the leads inbox on a phone', async () => {
    const { page, context } = await openPage(browser, 'phone');
    try {
      await page.goto(`${stack.webUrl}/admin-login`);
      await page.getByLabel(/^Username/).fill('admin');
      await page.getByLabel(/^Password/).fill('admin-dev-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      await page.goto(`${stack.webUrl}/admin-dashboard/leads`);
      await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
      await page.getByRole('table', { name: 'Leads' }).or(page.getByText('No leads yet')).first().waitFor();
      await saveScreenshot(page, 'leads-inbox-phone');
    } finally {
      await context.close();
    }
  });
});
