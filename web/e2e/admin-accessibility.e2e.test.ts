import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { findRealViolations, withoutChartLibraryIds } from './support/accessibility.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { ADMIN_HOME_PATH } from '@tdp/shared/site-paths/area-paths';

/**
 * axe over every page of the admin dashboard, signed in as the seeded admin: no violation, and no id used twice
 * (issue: clicking the package builder's "Destinations" title ticked Africa, since the tree's checkboxes
 * shared one id). The pages are read from the admin route table, so a new page is checked without editing this file.
 */

/** A seeded item for each `:id` of an edit page (the local seed; a lead is sent by this file). */
const SEEDED_IDS: Record<string, string> = {
  'packages/edit/:id': '1',
  'packages/destinations/edit/:id': '1',
  'email-templates/edit/:id': 'contact-received-agency',
  'WebinarWednesdaysManagement/edit/:id': '1',
  'suppliers-guide/edit/:id': '1',
  'newsletter/edit/:id': '1',
  'agent/edit/:id': 'jordan-lee',
  'admin/edit/:id': '1',
};

/** Slow shared machines: some admin pages are big forms. */
const STEP_TIMEOUT_MS = 60_000;

let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let leadId: string;

/** The paths of `admin-routes.tsx` (relative to /admin-dashboard), `:id` left in; the index and the catch-all left out. */
async function adminRoutePaths(): Promise<string[]> {
  const source = await readFile(new URL('../src/app/routes/admin-routes.tsx', import.meta.url), 'utf8');
  // The route table names its addresses by the paths module's keys (`path: ADMIN_PATHS.packageEdit`); once each.
  const keys = new Set([...source.matchAll(/\bpath: ADMIN_PATHS\.(\w+)/g)].map((match) => match[1]!));
  return [...keys].map((key) => {
    const address = (ADMIN_PATHS as Record<string, string>)[key];
    if (!address) throw new Error(`admin-routes.tsx names ADMIN_PATHS.${key}, which the paths module does not have`);
    return address.slice(`${ADMIN_HOME_PATH}/`.length);
  });
}

/** A contact message sent as a visitor would, so the lead detail page has a lead to show. */
async function sendLead(): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/leads/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Maëlle',
      lastName: 'Gagnon',
      email: 'maelle.gagnon@example.com',
      consentToContact: true,
      subject: 'Accessible rooms on a river cruise',
      message: 'Which river cruises have cabins for a wheelchair?',
    }),
  });
  if (answer.status !== 201) throw new Error(`Sending a contact message answered ${answer.status}`);
  const { reference } = (await answer.json()) as { reference: string };
  // Visitors get the short reference; the lead's page is addressed by its internal id, which the inbox finds by it.
  const login = await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: SEEDED_ACCOUNTS.admin.username, password: SEEDED_ACCOUNTS.admin.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const found = await fetch(`${stack.apiUrl}/api/admin/leads?${new URLSearchParams({ reference })}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  const { leads } = (await found.json()) as { leads: { id: string }[] };
  if (!leads[0]) throw new Error(`No lead has the reference ${reference}`);
  return leads[0].id;
}

const paths = await adminRoutePaths();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ page, context } = await openPage(browser, 'desktop'));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  leadId = await sendLead();
  await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

/** The address of an admin page, `:id` replaced by a seeded item. */
function addressOf(path: string): string {
  if (!path.includes(':')) return path;
  if (path === 'leads/:id') return `leads/${leadId}`;
  const id = SEEDED_IDS[path];
  if (!id) throw new Error(`No seeded id for the admin page ${path}: add one to SEEDED_IDS`);
  return path.replace(/:[a-zA-Z]+/, id);
}

describe('admin dashboard accessibility', () => {
  it('finds the admin pages in the route table', () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toContain('packages/edit/:id');
  });

  it.each(paths)('/admin-dashboard/%s has no axe violation and no id used twice', async (path) => {
    await page.goto(`${stack.webUrl}/admin-dashboard/${addressOf(path)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page's data, then its lists and forms, are in place before axe reads it (a page still busy is read as it is).
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await expect
      .poll(() => page.locator('.fui-Spinner').count(), { timeout: 20_000 })
      .toBe(0)
      .catch(() => undefined);
    expect(page.url()).toContain('/admin-dashboard/');
    // The Reports screen's charts repeat their library's own ids (support/accessibility.ts); nothing else is excused.
    expect(withoutChartLibraryIds(await findRealViolations(page))).toEqual([]);
  });
});
