import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, saveScreenshot } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The packages list's editors in place, used with a mouse as the agency's staff use them, on the two screen widths of
 * their desks: the ✓ of an open editor is clicked where it is drawn (Playwright's click fails when another element
 * would receive it), an error stays inside its own cell, and a package priced by its departures offers those
 * departures instead of a price box.
 */

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openPackagesList(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
  await page.goto(`${stack.webUrl}/admin-dashboard/packages`);
  await page
    .getByRole('button', { name: /change the status of/ })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      await saveScreenshot(page, `admin-inline-debug-${width}`);
      throw error;
    });
  return page;
}

/** The row of the first package whose price is its own (not its departures'). */
function ownPricedRow(page: Page): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /change the price of/ }) })
    .first();
}

/** Whether `inner` lies inside `outer`'s box, give or take a pixel. */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return a !== null && b !== null && a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

describe.each([1280, 1920])('packages list at %i pixels wide', (width) => {
  it("saves a status and a price with mouse clicks on the editor's own ✓, its error inside its cell", async () => {
    const page = await openPackagesList(width);
    try {
      const title = (await ownPricedRow(page)
        .getByRole('button', { name: /change the price of/ })
        .getAttribute('aria-label'))!.replace(/^.*change the price of /, '');
      // The row by its package (its buttons turn into inputs while they are edited).
      const row = page
        .getByRole('row')
        .filter({ has: page.getByText(title, { exact: true }) })
        .first();

      // Status: open, choose the other one, click ✓.
      const status = row.getByRole('button', { name: /change the status of/ });
      const [now, next] = (await status.getAttribute('aria-label'))!.startsWith('Draft') ? ['Draft', 'Published'] : ['Published', 'Draft'];
      expect(now).not.toBe(next);
      await status.click();
      const statusCell = row.getByRole('cell').filter({ has: page.getByRole('combobox') });
      await row.getByRole('combobox').selectOption(next.toLowerCase());
      const saveStatus = row.getByRole('button', { name: 'Save the status' });
      expect(await within(saveStatus, statusCell)).toBe(true);
      await saveStatus.click({ timeout: 5_000 });
      await page.getByText(`Status of “${title}” saved.`).first().waitFor();
      await row.getByRole('button', { name: new RegExp(`^${next}: change the status of`) }).waitFor();

      // Price: a wrong amount is refused in the cell, a right one saved with the mouse.
      await row.getByRole('button', { name: /change the price of/ }).click();
      const priceBox = row.getByRole('spinbutton');
      await priceBox.fill('-5');
      await priceBox.press('Enter');
      const priceCell = row.getByRole('cell').filter({ has: page.getByRole('spinbutton') });
      const problem = priceCell.getByText(/Price/).last();
      await problem.waitFor();
      expect(await within(problem, priceCell)).toBe(true);
      await saveScreenshot(page, `admin-inline-price-error-${width}`);
      const amount = 1000 + width / 10;
      await priceBox.fill(String(amount));
      await row.getByRole('button', { name: 'Save the price' }).click({ timeout: 5_000 });
      await page.getByText(`Price of “${title}” saved.`).first().waitFor();
      await row
        .getByRole('button', { name: new RegExp(`^\\$${(amount / 1000).toFixed(0)},${String(amount % 1000).padStart(3, '0')}\\.00: change the price of`) })
        .waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('offers the departures of a package priced by them, not a price box that the server would refuse', async () => {
    const page = await openPackagesList(width);
    try {
      const derived = page.getByRole('link', { name: /comes from its departures; open them/ }).first();
      await derived.waitFor();
      expect(
        await page
          .getByRole('row')
          .filter({ has: derived })
          .getByRole('button', { name: /change the price of/ })
          .count(),
      ).toBe(0);
      await derived.click();
      await page.waitForURL(/\/admin-dashboard\/packages\/edit\/\d+#departures$/);
    } finally {
      await page.context().close();
    }
  });
});
