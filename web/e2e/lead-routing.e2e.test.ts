import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { SEEDED_ACCOUNTS, signInThroughApi, signInThroughStorage } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * Lead routing in the browser (issue #30, item 1): the admin sets the rules on their screen (validation naming the
 * field, the keyboard), a lead nobody brought is routed by them and its page says why, and the seeded agent reads why a
 * share-link lead is theirs and hands it back.
 */

let stack: LocalStack;
let browser: Browser;

/** Seeded, active agents (infra/local/seed/agents-seed.ts); the local agent login is Jordan Lee's. */
const ROUTED_AGENT = 'Harpreet Gill';
const OWN_AGENT_SLUG = 'jordan-lee';

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sends a quote as the form does and answers the new lead's id (read back by its reference, as the admin would). */
async function sendQuote(firstName: string, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/leads/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'general',
      firstName,
      lastName: 'Routing',
      email: `${firstName.toLowerCase()}.routing@example.com`,
      preferredContact: 'email',
      destinations: 'Anywhere warm',
      departDate: daysAhead(90),
      travellers: { adults: 2, seniors: 0, childAges: [] },
      consentToContact: true,
      source: '/request-a-quote',
      ...extra,
    }),
  });
  if (answer.status !== 201) throw new Error(`The quote answered ${answer.status}: ${await answer.text()}`);
  const { reference } = (await answer.json()) as { reference: string };
  const { accessToken } = await signInThroughApi(stack, SEEDED_ACCOUNTS.admin);
  const found = await fetch(`${stack.apiUrl}/api/admin/leads?reference=${encodeURIComponent(reference)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return ((await found.json()) as { leads: Array<{ id: string }> }).leads[0]!.id;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('lead routing in the browser', () => {
  it('lets the admin set the rules with the keyboard, names the field a rule refuses, and shows why a routed lead went where it did', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
      await page.goto(`${stack.webUrl}/admin-dashboard/leads/routing`);
      await page.getByRole('heading', { name: 'Lead routing', level: 1 }).waitFor();
      await page.getByText('These are the defaults').waitFor();
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      expect(await menu.getByRole('link', { name: 'Lead routing' }).getAttribute('aria-current')).toBe('page');

      // The desk: the first admin, ticked from the keyboard.
      const desk = page.getByRole('group', { name: /Agency desk/ });
      await desk.getByRole('checkbox').first().focus();
      await page.keyboard.press('Space');
      // Harpreet takes routed leads, at most 5 open ones.
      const agents = page.getByRole('region', { name: 'Agents' });
      await agents.getByRole('checkbox', { name: `${ROUTED_AGENT}: takes routed leads` }).focus();
      await page.keyboard.press('Space');
      await agents.getByRole('spinbutton', { name: `${ROUTED_AGENT}: most open leads` }).fill('5');

      // A deadline of nothing is refused, the field named under it.
      const hours = page.getByRole('spinbutton', { name: /Business hours to first contact/ });
      await hours.fill('0');
      await page.getByRole('button', { name: 'Save routing rules' }).click();
      await page.getByText('Business hours to first contact must be at least 0.25 (15 minutes).').waitFor();
      await saveScreenshot(page, 'lead-routing-refused-desktop');
      await hours.fill('1.5');
      await page.getByRole('button', { name: 'Save routing rules' }).click();
      await page.getByText('Routing rules saved.').first().waitFor();
      await page.getByText(/Last saved/).waitFor();
      await saveScreenshot(page, 'lead-routing-saved-desktop');

      // A lead nobody brought goes to the only agent who takes routed leads, and its page says why.
      const id = await sendQuote('Routed');
      await page.goto(`${stack.webUrl}/admin-dashboard/leads/${id}`);
      const reason = page.getByTestId('lead-assignment-reason');
      await reason.waitFor();
      expect(await reason.textContent()).toBe('the only agent who fits');
      const followUp = page.getByRole('region', { name: 'Follow-up' });
      await followUp.getByText(ROUTED_AGENT).first().waitFor();
      await page.getByRole('region', { name: 'History' }).getByText('Assigned to Harpreet Gill (the only agent who fits)').waitFor();
      await followUp.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'lead-routing-reason-admin-desktop');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the agent why a share-link lead is theirs, and lets them hand it back with a reason', async () => {
    const id = await sendQuote('Linked', { agent: OWN_AGENT_SLUG });
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.agent);
      await page.goto(`${stack.webUrl}/agent-dashboard/MyLeads/${id}`);
      const reason = page.getByTestId('lead-assignment-reason');
      await reason.waitFor();
      expect(await reason.textContent()).toBe('share link');
      await page.getByText('Contact them by').waitFor();
      await saveScreenshot(page, 'lead-routing-reason-agent-desktop');

      await page.getByRole('button', { name: 'Hand back to the agency' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hand this lead back?' });
      await dialog.getByRole('button', { name: 'Hand back' }).click();
      await dialog.getByText('Reason must say why, in a few words.').waitFor();
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Away on a fam trip until the 20th');
      await dialog.getByRole('button', { name: 'Hand back' }).click();
      await page.getByText('Lead handed back to the agency.').first().waitFor();
      await page.waitForURL(`${stack.webUrl}/agent-dashboard/MyLeads`);
      await saveScreenshot(page, 'lead-routing-handed-back-desktop');

      const { accessToken } = await signInThroughApi(stack, SEEDED_ACCOUNTS.admin);
      const lead = (await (await fetch(`${stack.apiUrl}/api/admin/leads/${id}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as {
        data: { assignedAgent: string | null; assignment: { reason: string } };
      };
      expect(lead.data.assignedAgent).toBeNull();
      expect(lead.data.assignment.reason).toBe('handed back: Away on a fam trip until the 20th');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
