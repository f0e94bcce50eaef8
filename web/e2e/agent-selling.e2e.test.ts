import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { LeadDetail, LeadListPage } from '@tdp/shared/schemas/lead-records';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import type { PortalPackageAgentNotesAnswer } from '@tdp/shared/schemas/package-agent-notes';
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from './support/browser.ts';
import { SEEDED_ACCOUNTS, signInThroughStorage } from './support/session.ts';
import { fillQuoteForm } from './support/quote-form.ts';
import { startTestStack } from './support/stack.ts';

/**
 * A connected agent sells from the portal, end to end in Chromium against the local stack:
 * - a visitor opens the agent's share link and requests a quote; the admin sees whose link it came through, and the lead
 *   is the agent's; a second lead is assigned by the admin, and the agent gets the assignment e-mail; the agent finds both
 *   in My leads and marks one contacted, which the admin's history shows; the portal home counts the link's visit and lead;
 * - the agent edits their biography; with approval on (the default) the public page keeps the old one until the admin
 *   approves it, then `/ca/{slug}` shows it;
 * - the agent-only notes show on a package page for the agent, and are absent from the page's HTML, the public API's
 *   answers and the sitemap for a visitor, whose browser never asks for them.
 */

let stack: LocalStack;
let browser: Browser;

/** The seeded profile of the local `agent` login (infra/local/seed/agents-seed.ts). */
const AGENT = { slug: 'jordan-lee', name: 'Jordan Lee', email: 'jordan.lee@example.com' };
const LINKED_VISITOR = { firstName: 'Leena', lastName: 'Linkvisitor', email: 'leena.linkvisitor@example.com' };
const ASSIGNED_VISITOR = { firstName: 'Omar', lastName: 'Assigned', email: 'omar.assigned@example.com' };

interface OutboxMessage {
  to: string;
  type: string;
  subject: string;
  text?: string;
  html?: string;
}

async function outbox(): Promise<OutboxMessage[]> {
  return ((await (await fetch(`${stack.apiUrl}/__dev/outbox`)).json()) as { messages: OutboxMessage[] }).messages;
}

async function tokenOf(account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS]): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/${account.role}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<{ status: number; body: T; text: string }> {
  const answer = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T, text };
}

async function leadFrom(email: string): Promise<LeadDetail> {
  const token = await tokenOf(SEEDED_ACCOUNTS.admin);
  const list = await api<LeadListPage>('/api/admin/leads?limit=100', token);
  const summary = list.body.leads.find((lead) => lead.email === email);
  if (!summary) throw new Error(`no lead from ${email}`);
  return (await api<{ data: LeadDetail }>(`/api/admin/leads/${summary.id}`, token)).body.data;
}

async function sendQuote(page: Page, person: { firstName: string; lastName: string; email: string }): Promise<void> {
  const form = await fillQuoteForm(page, person);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await page.waitForURL(/\/thank-you\?reference=TBB-/);
}

async function signedIn(account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS]): Promise<OpenedPage> {
  const opened = await openPage(browser, 'desktop');
  await signInThroughStorage(opened.page, stack, account);
  return opened;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('a connected agent sells from the portal', () => {
  it("turns a share link's visit into the agent's lead, which they follow up in My leads", async () => {
    const deals = await api<DealsAnswer>('/packages/deals', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const slug = deals.body.packages[0]!.package_url;

    // The visitor opens the agent's link: the visit is counted once and the quote is attributed to the agent.
    const visitor = await openPage(browser, 'desktop');
    try {
      const counted = visitor.page.waitForRequest((request) => request.url().endsWith('/api/leads/agent-link-visits') && request.method() === 'POST');
      await visitor.page.goto(`${stack.webUrl}/deals/${slug}?agent=${AGENT.slug}`);
      expect(JSON.parse((await counted).postData() ?? '{}')).toEqual({ agent: AGENT.slug });
      await visitor.page.locator(`a[href="/request-a-quote?package=${slug}"]`).first().click();
      await visitor.page.waitForURL(`${stack.webUrl}/request-a-quote?package=${slug}`);
      await sendQuote(visitor.page, LINKED_VISITOR);
      expect(visitor.consoleErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
    const linked = await leadFrom(LINKED_VISITOR.email);
    expect(linked).toMatchObject({ attributedAgent: AGENT.slug, assignedAgent: AGENT.slug });
    // Queued by the form, sent by the local mail queue's poller a moment later.
    await expect
      .poll(async () => (await outbox()).filter((message) => message.to === AGENT.email && message.type === 'lead-received-agent').length)
      .toBeGreaterThanOrEqual(1);

    // A lead that came through no agent: the admin sees who it came through (nobody) and assigns it.
    const other = await openPage(browser, 'desktop');
    try {
      await other.page.goto(`${stack.webUrl}/request-a-quote`);
      await other.page.getByLabel(/^Where would you like to go/).fill('Lisbon and Porto');
      await sendQuote(other.page, ASSIGNED_VISITOR);
    } finally {
      await other.context.close();
    }
    const unassigned = await leadFrom(ASSIGNED_VISITOR.email);
    expect(unassigned).toMatchObject({ attributedAgent: null, assignedAgent: null });

    const admin = await signedIn(SEEDED_ACCOUNTS.admin);
    try {
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/leads/${linked.id}`);
      await admin.page.getByText('Came through agent').waitFor();
      await admin.page.getByText(AGENT.name).first().waitFor();
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/leads/${unassigned.id}`);
      const followUp = admin.page.getByRole('form', { name: 'Follow-up' });
      await followUp.getByLabel('Assigned agent', { exact: true }).selectOption(AGENT.slug);
      await followUp.getByRole('button', { name: 'Save changes' }).click();
      await admin.page.locator('.fui-ToastTitle', { hasText: 'Lead updated.' }).waitFor();
      expect(admin.consoleErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }
    const isAssignedMail = (message: OutboxMessage) => message.to === AGENT.email && message.type === 'lead-assigned-agent';
    await expect.poll(async () => (await outbox()).some(isAssignedMail)).toBe(true);
    const assignedMail = (await outbox()).find(isAssignedMail);
    expect(assignedMail, 'the assignment e-mail to the agent').toBeDefined();
    expect(`${assignedMail!.text ?? ''}${assignedMail!.html ?? ''}`).toContain(`/agent-dashboard/MyLeads/${unassigned.id}`);

    // The agent finds both in My leads, opens the assigned one, marks it contacted, then booked with its booking.
    const agent = await signedIn(SEEDED_ACCOUNTS.agent);
    try {
      await agent.page.goto(`${stack.webUrl}/agent-dashboard/MyLeads`);
      await agent.page
        .getByRole('link', { name: new RegExp(`${LINKED_VISITOR.firstName} ${LINKED_VISITOR.lastName}`) })
        .first()
        .waitFor();
      await agent.page
        .getByRole('link', { name: new RegExp(`${ASSIGNED_VISITOR.firstName} ${ASSIGNED_VISITOR.lastName}`) })
        .first()
        .click();
      await agent.page.waitForURL(`${stack.webUrl}/agent-dashboard/MyLeads/${unassigned.id}`);
      await agent.page.getByLabel('Status').selectOption('contacted');
      await agent.page.getByLabel(/^Add a note/).fill('Called Omar; sending Lisbon options.');
      await agent.page.getByRole('button', { name: 'Save', exact: true }).click();
      await agent.page.locator('.fui-ToastTitle', { hasText: 'Lead saved.' }).waitFor();
      await saveScreenshot(agent.page, 'agent-selling-my-lead-desktop');

      // Booked asks for the booking: nothing goes until its value, departure date and travellers are filled in.
      await agent.page.getByLabel('Status').selectOption('booked');
      await agent.page.getByRole('button', { name: 'Save', exact: true }).click();
      await agent.page.getByText('is required').first().waitFor();
      await agent.page.getByLabel(/^Booking value \(CAD\)/).fill('6240.50');
      await agent.page.getByLabel(/^Departure date/).fill('2027-05-12');
      await agent.page.getByLabel(/^Adults/).fill('2');
      await agent.page.getByLabel(/^Children/).fill('1');
      await agent.page.getByRole('button', { name: 'Save', exact: true }).click();
      await agent.page.getByText('Status: Contacted → Booked ($6,240.50, departing May 12, 2027, 2 adults, 1 child)').waitFor();

      // The portal home counts the link's visit and its request this month.
      await agent.page.goto(`${stack.webUrl}/agent-dashboard`);
      const links = agent.page.getByRole('region', { name: 'Your share links' });
      const thisMonth = links.getByRole('row').nth(1);
      await thisMonth.getByRole('cell').nth(1).waitFor();
      const [visits, requests] = await Promise.all([thisMonth.getByRole('cell').nth(1).innerText(), thisMonth.getByRole('cell').nth(2).innerText()]);
      expect(Number(visits)).toBeGreaterThanOrEqual(1);
      expect(Number(requests)).toBeGreaterThanOrEqual(1);
      await agent.page.getByRole('region', { name: /^New (since your last visit|in the portal this month)$/ }).waitFor();
      await saveScreenshot(agent.page, 'agent-selling-portal-home-desktop');
      expect(agent.consoleErrors).toEqual([]);
    } finally {
      await agent.context.close();
    }
    const followedUp = await leadFrom(ASSIGNED_VISITOR.email);
    expect(followedUp.status).toBe('booked');
    expect(followedUp.booking).toEqual({ value: 6240.5, departureDate: '2027-05-12', adults: 2, children: 1 });
    expect(followedUp.activity).toContainEqual(
      expect.objectContaining({ by: SEEDED_ACCOUNTS.agent.username, role: 'agent', change: 'status', from: 'new', to: 'contacted' }),
    );
    expect(followedUp.activity).toContainEqual(
      expect.objectContaining({ role: 'agent', change: 'status', from: 'contacted', to: 'booked', booking: followedUp.booking }),
    );
  });

  it('publishes the agent’s new biography once the admin approves it', async () => {
    const bio = `Jordan plans sun holidays and river cruises. Updated ${Date.now()}.`;
    const agent = await signedIn(SEEDED_ACCOUNTS.agent);
    try {
      await agent.page.goto(`${stack.webUrl}/agent-dashboard/MyPage`);
      const biography = agent.page.getByRole('textbox', { name: /^Biography/ });
      await biography.fill(bio);
      await agent.page.getByRole('button', { name: 'Save my page' }).click();
      await agent.page.getByText('Saved: waiting for approval').waitFor();
      expect(agent.consoleErrors).toEqual([]);
    } finally {
      await agent.context.close();
    }
    // Waiting: the public page still shows the old biography.
    expect(await (await fetch(`${stack.webUrl}/ca/${AGENT.slug}`)).text()).not.toContain(bio);

    const admin = await signedIn(SEEDED_ACCOUNTS.admin);
    try {
      await admin.page.goto(`${stack.webUrl}/admin-dashboard/agent/profile-changes`);
      const change = admin.page.getByRole('region', { name: `Changes of ${AGENT.name}` });
      await change.getByText(bio).waitFor();
      await change.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByText('No changes are waiting.').waitFor();
    } finally {
      await admin.context.close();
    }
    const publicPage = await fetch(`${stack.webUrl}/ca/${AGENT.slug}`);
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).toContain(bio);
  });

  it('shows the agent-only notes to the agent, and never to a visitor', async () => {
    const agentToken = await tokenOf(SEEDED_ACCOUNTS.agent);
    const deals = await api<DealsAnswer>('/packages/deals', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 30 }),
    });
    let slug = '';
    let bookingCode = '';
    for (const pkg of deals.body.packages) {
      const notes = await api<PortalPackageAgentNotesAnswer>(`/api/portal/packages/${pkg.package_url}/agent-notes`, agentToken);
      if (notes.status === 200 && notes.body.data.bookingCode) {
        slug = pkg.package_url;
        bookingCode = notes.body.data.bookingCode;
        break;
      }
    }
    expect(bookingCode, 'a seeded package with agent notes among the first deals').not.toBe('');
    // The agent's answer is never kept by a cache on the way.
    expect(
      (await fetch(`${stack.webUrl}/api/portal/packages/${slug}/agent-notes`, { headers: { Authorization: `Bearer ${agentToken}` } })).headers.get(
        'cache-control',
      ),
    ).toBe('private, no-store');

    const agent = await signedIn(SEEDED_ACCOUNTS.agent);
    try {
      await agent.page.goto(`${stack.webUrl}/deals/${slug}`);
      const notes = agent.page.getByRole('region', { name: 'For agents' });
      await notes.getByText(bookingCode, { exact: true }).waitFor();
      await saveScreenshot(agent.page, 'agent-selling-package-notes-desktop');
      // A file of the notes (private Documents/) opens in a new tab through a short-lived signed address.
      const file = notes.getByRole('button', { name: /\(opens in a new tab\)$/ }).first();
      const signed = agent.page.context().waitForEvent('request', (request) => request.url().includes('X-Amz-Signature='));
      await file.focus();
      const [tab] = await Promise.all([agent.page.context().waitForEvent('page'), agent.page.keyboard.press('Enter')]);
      const download = await fetch((await signed).url());
      expect(download.status).toBe(200);
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      await tab.close();
      expect(agent.consoleErrors).toEqual([]);
    } finally {
      await agent.context.close();
    }

    // A visitor: not in the page's HTML, the public answers or the sitemap, and the browser never asks for them.
    const html = await (await fetch(`${stack.webUrl}/deals/${slug}`)).text();
    expect(html).toContain('<h1');
    expect(html).not.toContain(bookingCode);
    const publicPackage = await api<unknown>(`/packages/${slug}`);
    expect(publicPackage.text).not.toContain(bookingCode);
    expect(
      (
        await api<unknown>('/packages/deals', undefined, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ page: 1, limit: 60 }),
        })
      ).text,
    ).not.toContain(bookingCode);
    expect(await (await fetch(`${stack.webUrl}/sitemap.xml`)).text()).not.toContain(bookingCode);
    expect((await api<unknown>(`/api/portal/packages/${slug}/agent-notes`)).status).toBe(401);

    const visitor = await openPage(browser, 'desktop');
    try {
      const asked: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.url().includes('/agent-notes')) asked.push(request.url());
      });
      await visitor.page.goto(`${stack.webUrl}/deals/${slug}`);
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await visitor.page.getByRole('region', { name: 'For agents' }).count()).toBe(0);
      expect(await visitor.page.content()).not.toContain(bookingCode);
      expect(asked).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
