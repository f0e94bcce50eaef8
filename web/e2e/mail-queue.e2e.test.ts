import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LeadDetail, LeadListPage } from '@tdp/shared/schemas/lead-records';
import { MAIL_QUEUE_SETTINGS } from '@tdp/functions/email/mail-queue';
import { createLocalMailQueue, type LocalMailQueue } from '@tdp/functions/local/local-mail-queue';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { SEEDED_ACCOUNTS, signInThroughApi, signInThroughStorage } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The mail queue as an admin meets it (issue #32, item 8) and the template editor's preview on a real lead (issue #30,
 * item 6), in Chromium against the local stack: a contact message whose mail the transport could not take is retried,
 * dead-lettered and shown failed with its reason on the lead's page; the admin sends it again after confirming, and the
 * page shows it sent. The test polls the stack's mail queue itself, stepping its clock past the visibility timeouts.
 */

let stack: LocalStack;
let browser: Browser;
let queue: LocalMailQueue;
// How far the queue's clock is ahead of the real one.
let ahead = 0;
let token: string;

const WRITER = { firstName: 'Mara', lastName: 'Queuewell', email: 'mara.queuewell@example.com' };

function contactBody(person: { firstName: string; lastName: string; email: string }) {
  return {
    ...person,
    subject: 'Travel insurance for a cruise',
    message: 'Do your cruise packages include cancellation insurance?',
    consentToContact: true,
    source: '/contact-us',
  };
}

function quoteBody(person: { firstName: string; lastName: string; email: string }) {
  return {
    kind: 'general',
    ...person,
    phone: '604-555-0147',
    preferredContact: 'phone',
    destinations: 'Lisbon and Porto',
    departureCity: 'Vancouver',
    departDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    travellers: { adults: 2, seniors: 0, childAges: [] },
    budgetPerPerson: '3000-5000',
    consentToContact: true,
    marketingOptIn: false,
    website: '',
    source: '/request-a-quote',
  };
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function leadOf(email: string): Promise<LeadDetail> {
  const list = await api<LeadListPage>('/api/admin/leads?limit=50');
  return (await api<{ data: LeadDetail }>(`/api/admin/leads/${list.leads.find((lead) => lead.email === email)!.id}`)).data;
}

beforeAll(async () => {
  stack = await startTestStack({ mailQueueEveryMs: false });
  browser = await launchBrowser();
  queue = createLocalMailQueue({ dataDir: stack.dataDir, now: () => Date.now() + ahead });
  token = (await signInThroughApi(stack, SEEDED_ACCOUNTS.admin)).accessToken;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('a lead mail that failed', () => {
  it('shows on the lead page as failed with the reason, and is delivered once the admin confirms Send again', async () => {
    // The transport is down: a file stands where the outbox's folder goes.
    const outbox = join(stack.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    await rename(outbox, `${outbox}-aside`);
    await writeFile(outbox, 'the transport is down');
    const sent = await fetch(`${stack.apiUrl}/api/leads/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody(WRITER)),
    });
    expect(sent.status).toBe(201);
    for (let attempt = 0; attempt <= MAIL_QUEUE_SETTINGS.maxReceiveCount; attempt += 1) {
      await queue.poll();
      ahead += (MAIL_QUEUE_SETTINGS.visibilityTimeoutSeconds + 1) * 1000;
    }
    expect((await queue.deadLetters()).length).toBeGreaterThanOrEqual(1);
    await rm(outbox, { force: true });
    await rename(`${outbox}-aside`, outbox);

    const lead = await leadOf(WRITER.email);
    const admin = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(admin.page, stack, SEEDED_ACCOUNTS.admin);
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/leads/${lead.id}`);
      const mails = admin.page.getByRole('table', { name: 'E-mails' });
      const row = mails.getByRole('row').filter({ hasText: 'Contact message, to the agency' });
      await row.getByText(/^Failed: Gave up after 5 attempts: /).waitFor();
      await saveScreenshot(admin.page, 'lead-mail-failed-desktop');

      await row.getByRole('button', { name: /^Send the Contact message, to the agency e-mail to .* again$/ }).click();
      const dialog = admin.page.getByRole('alertdialog', { name: 'Send this e-mail again?' });
      await dialog.waitFor();
      await saveScreenshot(admin.page, 'lead-mail-resend-confirm-desktop');
      await dialog.getByRole('button', { name: 'Send again' }).click();
      await row.getByText('Queued', { exact: true }).waitFor();

      // The sender takes it off the queue; the page (read again) shows it sent.
      expect(await queue.poll()).toMatchObject({ received: 1, failed: 0 });
      await admin.page.reload();
      await row.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
      await row.getByText('Sent again by admin').waitFor();
      await saveScreenshot(admin.page, 'lead-mail-resent-desktop');
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});

describe('the template editor', () => {
  it("previews the traveller's confirmation on a recent quote, with that lead's values", async () => {
    const traveller = { firstName: 'Noor', lastName: 'Previewson', email: 'noor.previewson@example.com' };
    const sent = await fetch(`${stack.apiUrl}/api/leads/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteBody(traveller)),
    });
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };

    const admin = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(admin.page, stack, SEEDED_ACCOUNTS.admin);
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/email-templates/edit/quote-received-customer`);
      const values = admin.page.getByLabel('Fill the placeholders with');
      await values.locator('option', { hasText: reference }).waitFor({ state: 'attached' });
      await values.selectOption({ label: (await values.locator('option', { hasText: reference }).textContent())! });
      await admin.page.getByRole('button', { name: 'Preview on this lead' }).click();
      const frame = admin.page.frameLocator('iframe[title="HTML version of the preview"]');
      await frame.getByText('Hello Noor,').waitFor();
      await admin.page.getByText(`Values of lead ${reference}`).waitFor();
      await saveScreenshot(admin.page, 'email-template-preview-on-lead-desktop');
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
