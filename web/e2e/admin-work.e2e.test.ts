import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { SEEDED_ACCOUNTS, signInThroughStorage } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

let stack: LocalStack;
let browser: Browser;

/** This file's customers: one to find by phone, two to assign at once. */
const CALLER = { firstName: 'Noor', lastName: 'Haddad', phone: '(250) 555-0142' };
const FIRST = { firstName: 'Lena', lastName: 'Okafor', phone: '604-555-0170' };
const SECOND = { firstName: 'Mateo', lastName: 'Rossi', phone: '778-555-0180' };
/** A seeded, active agent (infra/local/seed/agents-seed.ts). */
const AGENT_NAME = 'Harpreet Gill';

/** A date `days` from now, `YYYY-MM-DD`. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function sendQuote(person: { firstName: string; lastName: string; phone: string }): Promise<void> {
  const answer = await fetch(`${stack.apiUrl}/api/leads/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'general',
      ...person,
      email: `${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@example.com`,
      preferredContact: 'phone',
      destinations: 'Lisbon and Porto',
      departDate: daysAhead(90),
      travellers: { adults: 2, seniors: 0, childAges: [] },
      consentToContact: true,
      source: '/request-a-quote',
    }),
  });
  if (answer.status !== 201) throw new Error(`The quote of ${person.firstName} answered ${answer.status}: ${await answer.text()}`);
}

async function signInByApi(account: (typeof SEEDED_ACCOUNTS)[keyof typeof SEEDED_ACCOUNTS]): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/${account.role}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** The seeded agent changes the bio of their page; the agency's default setting keeps it waiting for approval. */
async function submitPageChange(): Promise<void> {
  const token = await signInByApi(SEEDED_ACCOUNTS.agent);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const own = (await (await fetch(`${stack.apiUrl}/api/portal/profile`, { headers })).json()) as {
    data: { version: number; profile: Record<string, unknown> };
  };
  const { photo, bio, specialties, languages, city, province, phone } = own.data.profile;
  const saved = await fetch(`${stack.apiUrl}/api/portal/profile`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      version: own.data.version,
      photo,
      bio: `${String(bio)}\n\nNow also planning Portugal.`,
      specialties,
      languages,
      city,
      province,
      phone,
    }),
  });
  if (saved.status !== 200) throw new Error(`The page change answered ${saved.status}: ${await saved.text()}`);
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  for (const person of [CALLER, FIRST, SECOND]) await sendQuote(person);
  await submitPageChange();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("the admin's work in the browser", () => {
  it('shows the counts in the menu, finds a lead by phone, and assigns two leads at once', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      // The admins were told of the page change by e-mail.
      const outbox = (await (await fetch(`${stack.apiUrl}/__dev/outbox`)).json()) as { messages: Array<{ type: string; subject: string }> };
      expect(outbox.messages.filter((message) => message.type === 'agent-page-change-admins').length).toBeGreaterThan(0);

      await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
      await page.goto(`${stack.webUrl}/admin-dashboard/leads`);
      const menu = page.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('link', { name: 'Leads, 3 new' }).waitFor();
      await menu.getByRole('link', { name: 'Page changes, 1 waiting' }).waitFor();
      const inbox = page.getByRole('table', { name: 'Leads' });
      await inbox.getByRole('link', { name: `${SECOND.firstName} ${SECOND.lastName}` }).waitFor();
      // The menu scrolls on its own: bring its Agents and Leads groups into the picture.
      await menu.getByRole('link', { name: 'Leads, 3 new' }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'admin-menu-counts-desktop');

      // The caller reads out their number as they wrote it, or not.
      await page.getByRole('searchbox', { name: /Search/ }).fill('250 555 0142');
      await page.waitForURL(/[?&]q=250\+555\+0142/);
      await page.getByRole('status').filter({ hasText: '1 shown' }).waitFor();
      expect(await inbox.getByRole('link').allTextContents()).toEqual([`${CALLER.firstName} ${CALLER.lastName}`]);
      await page.getByRole('searchbox', { name: /Search/ }).fill('');
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/leads`);

      // Two leads selected with the keyboard, assigned after a confirmation.
      await inbox.getByRole('checkbox', { name: new RegExp(`^Select ${FIRST.firstName} ${FIRST.lastName}`) }).focus();
      await page.keyboard.press('Space');
      await inbox.getByRole('checkbox', { name: new RegExp(`^Select ${SECOND.firstName} ${SECOND.lastName}`) }).check();
      const bar = page.getByRole('group', { name: 'Change the selected leads' });
      await bar.getByText('2 selected').waitFor();
      await bar.getByRole('combobox', { name: 'Assign to' }).selectOption({ label: AGENT_NAME });
      await saveScreenshot(page, 'admin-leads-selection-desktop');
      await bar.getByRole('button', { name: 'Assign' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Assign 2 leads to ${AGENT_NAME}?` });
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await page.getByText('2 leads changed.').waitFor();
      await saveScreenshot(page, 'admin-leads-bulk-result-desktop');
      for (const person of [FIRST, SECOND]) {
        await inbox
          .getByRole('row', { name: new RegExp(`${person.firstName} ${person.lastName}`) })
          .getByText(AGENT_NAME)
          .waitFor();
      }
      expect(
        await inbox
          .getByRole('row', { name: new RegExp(`${CALLER.firstName} ${CALLER.lastName}`) })
          .getByText(AGENT_NAME)
          .count(),
      ).toBe(0);

      // Marked contacted together, they leave the count of new leads at once.
      await inbox.getByRole('checkbox', { name: new RegExp(`^Select ${FIRST.firstName} ${FIRST.lastName}`) }).check();
      await inbox.getByRole('checkbox', { name: new RegExp(`^Select ${SECOND.firstName} ${SECOND.lastName}`) }).check();
      await bar.getByRole('combobox', { name: 'Set status' }).selectOption('contacted');
      await bar.getByRole('button', { name: 'Change status' }).click();
      await page.getByRole('alertdialog', { name: 'Set the status of 2 leads to Contacted?' }).getByRole('button', { name: 'Change status' }).click();
      await menu.getByRole('link', { name: 'Leads, 1 new' }).waitFor();
      // The collapsed rail keeps the counts, on the group icons.
      await menu.getByRole('button', { name: 'Collapse the menu' }).click();
      await menu.getByRole('button', { name: 'Agents pages, Page changes, 1 waiting' }).waitFor();
      await saveScreenshot(page, 'admin-menu-counts-rail-desktop');

      // On a phone each lead is a card, its box still first.
      await page.setViewportSize({ width: 390, height: 844 });
      await inbox.getByRole('checkbox', { name: new RegExp(`^Select ${CALLER.firstName} ${CALLER.lastName}`) }).check();
      await bar.getByText('1 selected').waitFor();
      await saveScreenshot(page, 'admin-leads-selection-phone');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
