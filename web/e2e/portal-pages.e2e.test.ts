import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PORTAL_PAGES } from '@tdp/shared/schemas/portal-page';
import { SUPPLIER_CATEGORIES } from '@tdp/shared/schemas/supplier';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { SCREENSHOT_DIR, VIEWPORTS, collectConsoleErrors, launchBrowser, saveScreenshot, type ViewportName } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';

/**
 * A connected agent walks every page of the portal (`/agent-dashboard/...`) on a desktop and a phone,
 * from Toronto: each page has its title and real content, nothing spills sideways, webinar cards also give the
 * time in the agent's own zone. Then the phone's sidebar, the avatar menu and the header menus by keyboard.
 * Screenshots land in web/e2e/screenshots/portal-walk-*.
 */

let stack: LocalStack;
let browser: Browser;
let session: Array<{ name: string; value: string }>;

const AGENT = { username: 'agent', password: 'agent-dev-password' };
/** Not the portal's Pacific time: the cards must also say when a webinar is for this agent. */
const AGENT_TIME_ZONE = 'America/Toronto';
/** Shortest text a page's main area must hold to count as real content (a title and one line are not). */
const MIN_CONTENT_CHARACTERS = 400;
/** A category page lists its suppliers, each a short card: at least two of them. */
const MIN_CATEGORY_SUPPLIERS = 2;
const VIEWPORT_NAMES: ViewportName[] = ['desktop', 'phone'];

interface PortalContext {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/** A signed-in agent's page at a viewport, in the agent's time zone. */
async function openAgentPage(viewport: ViewportName): Promise<PortalContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: 'reduce',
    locale: 'en-CA',
    timezoneId: AGENT_TIME_ZONE,
  });
  await context.addInitScript((values: Array<{ name: string; value: string }>) => {
    // Init scripts run in every frame too; embedded players have no access to the site's storage.
    if (window.top !== window) return;
    if (localStorage.length === 0) for (const { name, value } of values) localStorage.setItem(name, value);
  }, session);
  const page = await context.newPage();
  return { context, page, consoleErrors: collectConsoleErrors(page) };
}

/** Console errors a page may show without being broken: the sample welcome video's player cannot be reached offline. */
function ownErrors(errors: string[]): string[] {
  return errors.filter((error) => !/vimeo|youtube/i.test(error));
}

/** Waits until the page's main area has loaded (no spinner or skeleton left) and returns its text. */
async function loadedMainText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await main.waitFor();
  await page.waitForFunction(() => {
    const area = document.querySelector('main');
    return Boolean(area) && area!.querySelector('[role="progressbar"], .fui-Spinner, .fui-Skeleton') === null;
  });
  return (await main.innerText()).trim();
}

/** Boxes of the main area whose content is wider than they are (the reader would have to scroll them sideways). */
function sidewaysScrollingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}: ${element.scrollWidth} > ${element.clientWidth}`,
      ),
  );
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-CA' });
  const page = await context.newPage();
  await page.goto(`${stack.webUrl}/login`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(AGENT.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // An agent lands on the portal home after sign-in.
  await page.waitForURL(`${stack.webUrl}/agent-dashboard`);
  session = (await context.storageState()).origins.find((origin) => origin.origin === stack.webUrl)?.localStorage ?? [];
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the connected-agent portal, page by page', () => {
  it('shows real content on every page at 1280 and 390 px, with webinar times in the agent’s zone', async () => {
    const supplierList = (await (
      await fetch(`${stack.apiUrl}/api/supplier/list`, { headers: { authorization: `Bearer ${session.find((item) => item.name === 'accessToken')?.value}` } })
    ).json()) as { data: { data: Array<{ id: number; name: string }> } };
    const newsletters = (await (
      await fetch(`${stack.apiUrl}/api/portal/newsletters`, {
        headers: { authorization: `Bearer ${session.find((item) => item.name === 'accessToken')?.value}` },
      })
    ).json()) as { data: Array<{ id: number; title: string }> };
    const supplier = supplierList.data.data[0]!;
    const issue = newsletters.data[0]!;

    const walk: Array<{ path: string; name: string; title: string | RegExp; isCategory?: boolean }> = [
      { path: '', name: 'home', title: /.+/ },
      ...PORTAL_PAGES.map((page) => ({ path: page.slug, name: page.slug, title: page.title })),
      ...SUPPLIER_CATEGORIES.map((category) => ({
        path: `SuppliersGuide/${category}`,
        name: `category-${category.replace('&', 'And')}`,
        title: /.+/,
        isCategory: true,
      })),
      { path: `SupplierDetail/${supplier.id}`, name: 'supplier-detail', title: supplier.name },
      { path: `Newsletters/${issue.id}`, name: 'newsletter-issue', title: issue.title },
    ];

    for (const viewport of VIEWPORT_NAMES) {
      const { page, context, consoleErrors } = await openAgentPage(viewport);
      try {
        for (const { path, name, title, isCategory } of walk) {
          await page.goto(`${stack.webUrl}/agent-dashboard${path ? `/${path}` : ''}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          const text = await loadedMainText(page);
          await saveScreenshot(page, `portal-walk-${name}-${viewport}`);
          if (isCategory) expect(await page.getByRole('link', { name: /^View / }).count(), path).toBeGreaterThanOrEqual(MIN_CATEGORY_SUPPLIERS);
          else expect(text.length, `${path}: ${text.slice(0, 200)}`).toBeGreaterThan(MIN_CONTENT_CHARACTERS);
          expect(text, path).not.toMatch(/lorem|ipsum|coming soon|something went wrong|could not load/i);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is wider than the ${viewport} screen`).toBeLessThanOrEqual(0);
          expect(await sidewaysScrollingBoxes(page), `${path} hides content in a box scrolled sideways at ${viewport} width`).toEqual([]);
        }

        // Webinar cards give the Pacific time and, for an agent elsewhere, their own.
        for (const path of ['webinarwednesdays', 'calendar']) {
          await page.goto(`${stack.webUrl}/agent-dashboard/${path}`);
          const card = page.getByRole('article').filter({ hasText: 'Presenter:' }).first();
          await card.waitFor();
          expect(await card.innerText(), path).toMatch(/Your time: .*E[SD]T/);
        }
        expect(ownErrors(consoleErrors)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 900_000);

  it('opens the documents of a page from the private Documents/ folder: by keyboard, through a short-lived address, never under /media/', async () => {
    const { page, context } = await openAgentPage('desktop');
    try {
      let opened = 0;
      for (const path of ['HelpfulDocuments', 'LearningPath']) {
        await page.goto(`${stack.webUrl}/agent-dashboard/${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await loadedMainText(page);
        expect(await page.locator('main a[href*="Documents"]').count(), path).toBe(0);
        const documents = page.locator('main').getByRole('button', { name: /\(opens in a new tab\)$/ });
        for (let index = 0; index < (await documents.count()); index += 1) {
          const document = documents.nth(index);
          const signed = new Promise<string>((resolve) => {
            const watch = (request: { url(): string }) => {
              if (!request.url().includes('X-Amz-Signature=')) return;
              context.off('request', watch);
              resolve(request.url());
            };
            context.on('request', watch);
          });
          await document.focus();
          const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
          const address = await signed;
          // The presigned GET of the local bucket: the PDF, shown in the browser, cached by no one.
          const file = await fetch(address);
          expect(file.status, address).toBe(200);
          expect(file.headers.get('content-type'), address).toBe('application/pdf');
          expect(file.headers.get('content-disposition'), address).toMatch(/^inline; filename=".+\.pdf"$/);
          expect(file.headers.get('cache-control'), address).toBe('private, no-store');
          expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5)), address).toBe('%PDF-');
          // The same file is refused to anyone without the address: the site's /media/ and the bucket unsigned.
          const key = new URL(address).pathname.split('/').slice(2).join('/');
          expect((await fetch(`${stack.webUrl}/media/${key}`)).status, key).toBe(403);
          expect((await fetch(address.split('?')[0]!)).status, key).toBe(403);
          await tab.close();
          opened += 1;
        }
      }
      expect(opened).toBeGreaterThanOrEqual(4);
      // The portal page stayed where it was.
      expect(new URL(page.url()).pathname).toBe('/agent-dashboard/LearningPath');
    } finally {
      await context.close();
    }
  }, 300_000);

  it('opens each header menu by keyboard: Enter opens, arrows move, Escape closes back on its button', async () => {
    const { page, context } = await openAgentPage('desktop');
    try {
      await page.goto(`${stack.webUrl}/agent-dashboard`);
      for (const label of ['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section']) {
        const trigger = page.getByRole('button', { name: label, exact: true });
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => trigger.getAttribute('aria-expanded'), { timeout: 30_000 }).toBe('true');
        const links = page.getByRole('list', { name: label }).getByRole('link');
        const names = await links.allInnerTexts();
        expect(names.length, label).toBeGreaterThanOrEqual(2);
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.textContent), label).toBe(names[0]);
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.textContent), label).toBe(names[1]);
        await page.keyboard.press('Escape');
        expect(await trigger.getAttribute('aria-expanded'), label).toBe('false');
        expect(await trigger.evaluate((element) => element === document.activeElement), label).toBe(true);
      }
      // Following a link by keyboard.
      await page.getByRole('button', { name: 'Marketing', exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${stack.webUrl}/agent-dashboard/MarketingResources`);
      await page.getByRole('heading', { level: 1, name: 'Marketing Resources' }).waitFor();
    } finally {
      await context.close();
    }
  }, 300_000);

  it('shows the agent’s name on the avatar button, the username, Active and the membership in its menu, and Logout signs out', async () => {
    const { page, context } = await openAgentPage('desktop');
    try {
      await page.goto(`${stack.webUrl}/agent-dashboard`);
      // The header names the agent (their profile's name), not the username.
      await page.getByRole('button', { name: /^(?!agent:).+: account$/ }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('button', { name: 'Logout' }).waitFor();
      const text = await menu.innerText();
      expect(text).toContain(AGENT.username);
      expect(text).toMatch(/Account status\s*Active/);
      expect(text).toMatch(/Membership\s*\S+/);
      // The viewport only: a full-page capture resizes the window, which moves the positioned panel.
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-walk-account-menu-desktop.png') });
      await menu.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${stack.webUrl}/login`);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    } finally {
      await context.close();
    }
  }, 300_000);

  it('on a phone: the sidebar’s accordion opens each group, and the account entries replace Become an Agent', async () => {
    const { page, context } = await openAgentPage('phone');
    try {
      await page.goto(`${stack.webUrl}/agent-dashboard`);
      await page.getByRole('button', { name: 'Open the portal menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Connected Agent portal' });
      await drawer.waitFor();
      for (const label of ['Training & Events', 'Suppliers Guide', 'Marketing', 'Resources', 'Agent Section']) {
        const header = drawer.getByRole('button', { name: label, exact: true });
        if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
        expect(await header.getAttribute('aria-expanded'), label).toBe('true');
      }
      await drawer.getByRole('link', { name: 'Calendar', exact: true }).waitFor();
      await drawer.getByRole('link', { name: 'FAQs', exact: true }).waitFor();
      await drawer.getByRole('link', { name: 'My leads', exact: true }).waitFor();
      await saveScreenshot(page, 'portal-walk-sidebar-open-phone');

      // A signed-in agent is not offered Become an Agent: the phone menu has the account's entries instead.
      expect(await drawer.getByRole('button', { name: 'Become an Agent' }).count()).toBe(0);
      await drawer.getByText('Jordan Lee').waitFor();
      await drawer.getByRole('button', { name: 'Change password' }).waitFor();
      await drawer.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${stack.webUrl}/login`);
    } finally {
      await context.close();
    }
  }, 300_000);
});
