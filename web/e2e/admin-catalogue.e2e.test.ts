import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { findAccessibilityViolations, type AccessibilityViolation } from './support/accessibility.ts';
import { SCREENSHOT_DIR, launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

const DELETE_FAILED_TOAST = 'Failed to delete package. Please try again later.';

interface Card {
  id: number;
  package_url: string;
  title: string;
}
interface Continent {
  continent_id: number;
  continent_name: string;
  countries: Array<{ id: number; name: string; cities: Array<{ id: number; name: string }> }>;
}

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Deals on sale, first page, as visitors get them. */
function dealsOf(destinationIds: string[] = [], limit = 21): Promise<{ packages: Card[]; total: number }> {
  return api('POST', '/packages/deals', { destinationIds, travelStyleIds: [], page: 1, limit });
}

/** Opens a page signed in as the admin: logs in through the API and stores the session as the app does. */
async function openAdminPage(): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const opened = await openPage(browser, 'desktop');
  await signInThroughStorage(opened.page, stack, SEEDED_ACCOUNTS.admin);
  return opened;
}

async function gotoAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${stack.webUrl}/admin-dashboard/${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

function adminMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Admin menu' });
}

/** Width of the admin menu's column (240 px open, 100 px collapsed). */
function menuWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('nav[aria-label="Admin menu"]')!.parentElement!.getBoundingClientRect().width);
}

/** Searches the admin package list and waits for the filtered answer (fewer than one page of matches). */
async function searchPackages(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByText(/^Showing ([1-9]|[1-5]\d) of ([1-9]|[1-5]\d) packages$/).waitFor();
}

/** A toast of the app (top right), by its text. */
function toast(page: Page, text: string) {
  return page.locator('.fui-Toast', { hasText: text });
}

/**
 * axe's violations minus a known false positive: Fluent's focus library (Tabster) puts focusable
 * `aria-hidden` sentinels (`data-tabster-dummy`) around dialogs and focus groups, whose only job is to hand
 * focus on to the right element (microsoft/tabster#288). Any other `aria-hidden-focus` target still fails.
 */
async function realViolations(page: Page): Promise<AccessibilityViolation[]> {
  const violations = await findAccessibilityViolations(page);
  const kept: AccessibilityViolation[] = [];
  for (const violation of violations) {
    if (violation.id !== 'aria-hidden-focus') {
      kept.push(violation);
      continue;
    }
    const targets = await page.evaluate(
      (selectors) => selectors.filter((selector) => !document.querySelector(selector)?.hasAttribute('data-tabster-dummy')),
      violation.targets,
    );
    if (targets.length > 0) kept.push({ ...violation, targets });
  }
  return kept;
}

/** Opens a mega-menu of the public header by its button. */
async function openPublicMenu(page: Page, label: 'Destinations' | 'Travel Styles') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label, exact: true }).click();
}

describe('admin dashboard shell', () => {
  it('redirects to Top Best Bets, highlights the entry by path and query, collapses, and scrolls back to the top', async () => {
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      await page.goto(`${stack.webUrl}/admin-dashboard`);
      await page.waitForURL(`${stack.webUrl}/admin-dashboard/top-best-bets`);
      await page.getByRole('heading', { level: 1, name: 'Top Best Bets' }).waitFor();
      const menu = adminMenu(page);
      expect(await menu.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Homepage',
        'Packages',
        'Resource Centre',
        'Media Library',
        'Agents',
        'Admin',
        'Email Management',
        'Leads',
      ]);
      expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(['Top Best Bets']);
      expect(await menuWidth(page)).toBe(240);
      await saveScreenshot(page, 'admin-shell-desktop');

      await menu.getByRole('link', { name: 'Cruise Destinations' }).click();
      await page.waitForURL(/\/admin-dashboard\/packages\/destinations\?cruise$/);
      await page.getByRole('heading', { level: 1, name: 'Cruise Destinations' }).waitFor();
      expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(['Cruise Destinations']);
      await menu.getByRole('link', { name: 'Destinations', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Destinations', exact: true }).waitFor();
      expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(['Destinations']);

      await menu.getByRole('button', { name: 'Collapse the menu' }).click();
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Admin menu"]')!.parentElement!.getBoundingClientRect().width === 100);
      await menu.getByRole('button', { name: 'Homepage pages' }).click();
      await page.getByRole('menuitem', { name: 'Testimonials' }).waitFor();
      await saveScreenshot(page, 'admin-shell-collapsed-desktop');
      await page.getByRole('menuitem', { name: 'Testimonials' }).click();
      await page.getByRole('heading', { level: 1, name: 'Testimonials' }).waitFor();
      await menu.getByRole('button', { name: 'Expand the menu' }).click();
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Admin menu"]')!.parentElement!.getBoundingClientRect().width === 240);

      await menu.getByRole('link', { name: 'Packages', exact: true }).click();
      await page.getByText(/^Showing 60 of \d+ packages$/).waitFor();
      await page.evaluate(() => window.scrollTo(0, 1500));
      const toTop = page.getByRole('button', { name: 'Back to top' });
      await toTop.waitFor();
      await toTop.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await toTop.waitFor({ state: 'detached' });

      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => window.scrollY > 100);
      await menu.getByRole('link', { name: 'Travel Styles' }).click();
      await page.getByRole('heading', { level: 1, name: 'Travel Styles' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has no WCAG A/AA violations found by axe on the catalogue screens', async () => {
    const { page, context } = await openAdminPage();
    try {
      for (const path of ['packages', 'packages/travel-styles', 'continent-best-bets', 'promotion-form']) {
        await gotoAdmin(page, path);
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await realViolations(page) }).toEqual({ path, violations: [] });
      }
    } finally {
      await context.close();
    }
  });
});

describe('catalogue management end to end', () => {
  it('adds a travel style that the public Travel Style menu then lists', async () => {
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      await gotoAdmin(page, 'packages/travel-styles');
      await page.getByRole('table', { name: 'Travel Styles' }).waitFor();
      await saveScreenshot(page, 'admin-travel-styles-desktop');
      await page.getByRole('button', { name: 'Add style' }).click();
      await page.getByText('Style name is required.').waitFor();
      await page.getByRole('textbox', { name: /Add a travel style/ }).fill('Northern Lights');
      await page.getByRole('button', { name: 'Add style' }).click();
      await page.getByRole('cell', { name: 'Northern Lights', exact: true }).waitFor();
      await toast(page, '“Northern Lights” added.').waitFor();

      const styles = await api<Array<{ id: number; style_name: string }>>('GET', '/travel-styles');
      const created = styles.find((style) => style.style_name === 'Northern Lights')!;
      await page.goto(`${stack.webUrl}/`);
      await openPublicMenu(page, 'Travel Styles');
      const link = page.getByRole('link', { name: 'Northern Lights' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/deals?travelStyleIds=[${created.id}]`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renames a destination, and the public Destinations menu shows the new name', async () => {
    const continents = await api<Continent[]>('GET', '/destinations/continents?type=regular');
    const continent = [...continents].sort((a, b) => a.continent_name.localeCompare(b.continent_name, 'en-CA'))[0]!;
    const country = continent.countries[0]!;
    const renamed = `${country.name} Highlands`;
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      await gotoAdmin(page, 'packages/destinations?regular');
      await saveScreenshot(page, 'admin-destinations-desktop');
      await page.getByRole('link', { name: `Edit ${continent.continent_name}` }).click();
      await page.getByRole('heading', { level: 1, name: `Edit ${continent.continent_name}` }).waitFor();
      expect(page.url()).toBe(`${stack.webUrl}/admin-dashboard/packages/destinations/edit/${continent.continent_id}?regular`);
      expect(await adminMenu(page).locator('[aria-current="page"]').allTextContents()).toEqual(['Destinations']);
      await saveScreenshot(page, 'admin-destination-edit-desktop');

      const countryGroup = page.getByRole('group', { name: country.name, exact: true });
      await countryGroup.getByRole('textbox', { name: /^Country 1/ }).fill(renamed);
      await page.getByRole('button', { name: 'Save destination' }).click();
      await toast(page, `“${continent.continent_name}” saved.`).waitFor();
      await page.getByRole('group', { name: renamed, exact: true }).waitFor();

      await page.goto(`${stack.webUrl}/`);
      await openPublicMenu(page, 'Destinations');
      await page.getByRole('link', { name: continent.continent_name, exact: true }).hover();
      const link = page.getByRole('link', { name: renamed, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toContain(`country-${country.id}`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sets a continent's top picks with the package search, and the Destinations mega-menu shows them", async () => {
    const continents = await api<Continent[]>('GET', '/destinations/continents?type=regular');
    const { continent, picks } = await (async () => {
      for (const candidate of continents) {
        const deals = await dealsOf([`continent-${candidate.continent_id}`], 5);
        if (deals.packages.length >= 3) return { continent: candidate, picks: deals.packages.slice(1, 3) };
      }
      throw new Error('No continent has three deals on sale');
    })();
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      await gotoAdmin(page, 'continent-best-bets');
      const card = page.getByRole('group', { name: continent.continent_name, exact: true });
      await card.waitFor();
      await saveScreenshot(page, 'admin-top-picks-desktop');
      for (const [slot, pick] of [
        ['First', picks[0]!],
        ['Second', picks[1]!],
      ] as const) {
        const picker = card.getByRole('combobox', { name: `${slot} pick for ${continent.continent_name}` });
        await picker.fill(pick.title);
        await page.getByRole('option', { name: new RegExp(`/deals/${pick.package_url}\\b`) }).click();
      }
      await card.getByText('Unsaved').waitFor();
      await card.getByRole('button', { name: 'Save top picks' }).click();
      await toast(page, `Top picks of ${continent.continent_name} saved.`).waitFor();
      await card.getByText('Unsaved').waitFor({ state: 'detached' });

      await page.goto(`${stack.webUrl}/`);
      await openPublicMenu(page, 'Destinations');
      await page.getByRole('link', { name: continent.continent_name, exact: true }).hover();
      const topPicks = page.getByRole('region', { name: `Top picks in ${continent.continent_name}` });
      await topPicks.waitFor();
      for (const pick of picks) {
        expect(await topPicks.locator(`a[href="/deals/${pick.package_url}"]`).count()).toBe(1);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('edits a price in place, loads more packages while fewer are loaded than match, and deletes a package that then leaves /deals', async () => {
    const before = await dealsOf();
    const victim = before.packages[0]!;
    const survivor = before.packages[1]!;
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      await page.goto(`${stack.webUrl}/deals`);
      await page.locator(`a[href="/deals/${victim.package_url}"]`).first().waitFor();

      await gotoAdmin(page, 'packages');
      const count = page.getByText(/^Showing \d+ of \d+ packages$/);
      await count.waitFor();
      const total = Number(/of (\d+)/.exec((await count.textContent())!)![1]);
      expect(await count.textContent()).toBe(`Showing 60 of ${total} packages`);
      await page.screenshot({ path: `${SCREENSHOT_DIR}admin-packages-viewport-desktop.png`, animations: 'disabled' });
      await saveScreenshot(page, 'admin-packages-desktop');
      await page.getByRole('button', { name: 'Load more packages' }).scrollIntoViewIfNeeded();
      await page.getByText(`Showing 120 of ${total} packages`).waitFor();

      await searchPackages(page, survivor.title);
      await page
        .getByRole('button', { name: `change the price of ${survivor.title}` })
        .first()
        .click();
      await page.getByRole('spinbutton', { name: `Price of ${survivor.title}` }).fill('4321.5');
      await page.keyboard.press('Enter');
      await toast(page, `Price of “${survivor.title}” saved.`).waitFor();
      await page
        .getByRole('button', { name: `$4,321.50: change the price of ${survivor.title}` })
        .first()
        .waitFor();

      await searchPackages(page, victim.title);
      await page
        .getByRole('button', { name: `Delete ${victim.title}` })
        .first()
        .waitFor();
      await page
        .getByRole('button', { name: `Delete ${victim.title}` })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete package?' });
      await dialog.waitFor();
      await saveScreenshot(page, 'admin-package-delete-dialog-desktop');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, `“${victim.title}” deleted.`).waitFor();

      await page.goto(`${stack.webUrl}/deals`);
      await page.locator(`a[href="/deals/${survivor.package_url}"]`).first().waitFor();
      expect(await page.locator(`a[href="/deals/${victim.package_url}"]`).count()).toBe(0);
      expect((await dealsOf()).packages.map((card) => card.id)).not.toContain(victim.id);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the failure toast when the API refuses a delete, and keeps the package', async () => {
    const target = (await dealsOf()).packages[2]!;
    const { page, context } = await openAdminPage();
    try {
      await page.route(`${stack.webUrl}/packages/*`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
            })
          : route.continue(),
      );
      await gotoAdmin(page, 'packages');
      await searchPackages(page, target.title);
      await page
        .getByRole('button', { name: `Delete ${target.title}` })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Delete package?' }).getByRole('button', { name: 'Delete' }).click();
      const failed = toast(page, DELETE_FAILED_TOAST);
      await failed.waitFor();
      // The toast fades in after a short delay: let it finish before the screenshot (it stays 3 s).
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SCREENSHOT_DIR}admin-package-delete-failed-desktop.png` });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: `Delete ${target.title}` }).count()).toBeGreaterThan(0);
      expect((await dealsOf()).packages.map((card) => card.id)).toContain(target.id);
      // Toasts close by themselves after 3 seconds.
      await failed.waitFor({ state: 'detached', timeout: 6000 });
    } finally {
      await context.close();
    }
  });

  it('shows the other catalogue screens (screenshots at 1280 px)', async () => {
    const { page, context, consoleErrors } = await openAdminPage();
    try {
      const screens: Array<[path: string, name: string, ready: (page: Page) => Promise<unknown>]> = [
        ['top-best-bets', 'admin-best-bets-desktop', (p) => p.getByRole('button', { name: 'Add best bet' }).waitFor()],
        ['testimonials', 'admin-testimonials-desktop', (p) => p.getByRole('button', { name: 'Add testimonial' }).waitFor()],
        ['promotions', 'admin-promotions-desktop', (p) => p.getByRole('link', { name: 'Add promotion' }).waitFor()],
        ['promotion-form', 'admin-promotion-form-desktop', (p) => p.getByRole('button', { name: 'Save promotion' }).waitFor()],
        ['packages/destinations?cruise', 'admin-cruise-destinations-desktop', (p) => p.getByRole('link', { name: 'Add cruise group' }).waitFor()],
        ['packages/departures', 'admin-departures-desktop', (p) => p.getByRole('table', { name: 'Departures' }).waitFor()],
      ];
      for (const [path, name, ready] of screens) {
        await gotoAdmin(page, path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, name);
      }

      await gotoAdmin(page, 'top-best-bets');
      await page.getByRole('button', { name: 'Add best bet' }).click();
      await page.getByRole('dialog', { name: 'New best bet' }).waitFor();
      await saveScreenshot(page, 'admin-best-bet-dialog-desktop');

      // A dialog form in a real browser: still exposed to assistive technology a moment after opening.
      await gotoAdmin(page, 'testimonials');
      await page.getByRole('button', { name: 'Add testimonial' }).click();
      await page.waitForTimeout(1000);
      const dialog = page.getByRole('dialog', { name: 'New testimonial' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Testimonial is required.').waitFor();
      await saveScreenshot(page, 'admin-testimonial-dialog-desktop');
      await dialog.getByRole('textbox', { name: /^Testimonial/ }).fill('Our agent found us the perfect villa in Tuscany.');
      await dialog.getByRole('textbox', { name: /^Traveller/ }).fill('Marco B.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('group', { name: 'Testimonial by Marco B.' }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
