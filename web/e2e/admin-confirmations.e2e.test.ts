import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The admin forms' two questions, proved in Chromium (Fluent dialogs are unreliable under jsdom on a loaded
 * machine): deactivating an agent asks first, and the supplier editor warns before unsaved changes are lost.
 */

let stack: LocalStack;
let browser: Browser;

const ADMIN = { username: 'admin', password: 'admin-dev-password' };
/** A seeded, active connected agent listed in the public directory. */
const LISTED_AGENT = { slug: 'harpreet-gill', name: 'Harpreet Gill' };
/** A seeded supplier. */
const SUPPLIER_NAME = 'Sunwing Vacations';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signInAsAdmin(page: Page) {
  await page.goto(`${stack.webUrl}/admin-login`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
}

/** The public directory's answer for one agent: 200 while listed, 404 once inactive. */
async function directoryStatus(slug: string): Promise<number> {
  return (await fetch(`${stack.apiUrl}/api/agents/${slug}`)).status;
}

describe('admin confirmations in the browser', () => {
  it('asks before deactivating an agent: Cancel keeps the agent active, confirming deactivates', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const agentWrites: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/admin/agents/')) agentWrites.push(request.url());
    });
    try {
      await signInAsAdmin(page);
      expect(await directoryStatus(LISTED_AGENT.slug)).toBe(200);
      await page.goto(`${stack.webUrl}/admin-dashboard/agent/edit/${LISTED_AGENT.slug}`);
      await page.getByRole('radio', { name: 'Inactive: cannot sign in' }).check();

      // Cancel: nothing is sent and the agent stays active and listed.
      await page.getByRole('button', { name: 'Save agent' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Deactivate ${LISTED_AGENT.name}?` });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('will no longer be able to sign in');
      await saveScreenshot(page, 'admin-confirm-deactivate-desktop');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard/agent/edit/${LISTED_AGENT.slug}`);
      expect(agentWrites).toEqual([]);
      expect(await directoryStatus(LISTED_AGENT.slug)).toBe(200);

      // Confirming saves the status: the list shows the agent inactive and the directory no longer has them.
      await page.getByRole('button', { name: 'Save agent' }).click();
      await confirm.getByRole('button', { name: 'Deactivate and save' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/agent/list`);
      await page.getByRole('row', { name: new RegExp(`${LISTED_AGENT.name}.*Inactive`) }).waitFor();
      expect(agentWrites).toHaveLength(1);
      expect(await directoryStatus(LISTED_AGENT.slug)).toBe(404);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('warns before the supplier editor loses unsaved changes; staying keeps the edits', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await signInAsAdmin(page);
      await page.goto(`${stack.webUrl}/admin-dashboard/SuppliersGuide/view`);
      await page.getByRole('link', { name: SUPPLIER_NAME, exact: true }).click();
      await page.waitForURL(/\/admin-dashboard\/suppliers-guide\/edit\/\d+$/);
      const editorUrl = page.url();
      const summary = page.getByRole('textbox', { name: /^Summary/ });
      await summary.waitFor();
      const savedSummary = await summary.inputValue();
      expect(savedSummary).not.toBe('');
      const editedSummary = `${savedSummary} Ask about the spring seat sale.`;
      await summary.fill(editedSummary);

      const warning = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      const leaveBy: Array<[string, () => Promise<unknown>]> = [
        ['the back link', () => page.getByRole('link', { name: 'All suppliers' }).click()],
        ['the admin menu', () => page.getByRole('link', { name: 'Newsletters', exact: true }).click()],
      ];
      for (const [way, leave] of leaveBy) {
        await leave();
        await warning.waitFor();
        if (way === 'the back link') await saveScreenshot(page, 'admin-unsaved-changes-desktop');
        await warning.getByRole('button', { name: 'Stay on this page' }).click();
        await warning.waitFor({ state: 'detached' });
        expect(page.url(), way).toBe(editorUrl);
        expect(await summary.inputValue(), way).toBe(editedSummary);
      }

      // Leaving on purpose drops the edits: the supplier still has its saved summary.
      await page.getByRole('link', { name: 'All suppliers' }).click();
      await warning.getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/SuppliersGuide/view`);
      await page.getByRole('link', { name: SUPPLIER_NAME, exact: true }).click();
      await page.waitForURL(editorUrl);
      await page.getByRole('textbox', { name: /^Summary/ }).waitFor();
      expect(await page.getByRole('textbox', { name: /^Summary/ }).inputValue()).toBe(savedSummary);

      // Without edits nothing asks.
      await page.getByRole('link', { name: 'All suppliers' }).click();
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/SuppliersGuide/view`);
      expect(await warning.count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
