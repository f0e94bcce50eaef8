import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { contentSecurityPolicy } from '../../infra/lib/content-security-policy.ts';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import type { Continent } from '@tdp/shared/schemas/destination';
import type { DealsAnswer, PublicPackage } from '@tdp/shared/schemas/package';
import { findAccessibilityViolations } from './support/accessibility.ts';
import { collectConsoleErrors, launchBrowser, openPage, saveScreenshot, VIEWPORTS, type ViewportName } from './support/browser.ts';
import { signedInChunkFiles } from './support/build-manifest.ts';
import { CHROMIUM_PATH } from './support/chromium-path.ts';
import { startTestStack } from './support/stack.ts';
import { formatPrice } from '../src/lib/intl.ts';

let stack: LocalStack;
let browser: Browser;
let continents: Continent[];
/** A seeded cruise whose tabs include a pricing table (Layout 5) among at least four tabs. */
let cruise: PublicPackage;

async function api<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

function dealsTotal(filter: { destinationIds?: string[]; travelStyleIds?: number[] }): Promise<number> {
  return api<DealsAnswer>('/packages/deals', { ...filter, limit: 1 }).then((answer) => answer.total);
}

function continentNamed(name: string): Continent {
  const continent = continents.find((candidate) => candidate.continent_name === name);
  if (!continent) throw new Error(`The seed has no continent ${name}`);
  return continent;
}

/** How long a page may take to show what a test waits for (the stack runs on a busy test machine). */
const POLL = { timeout: 30_000 } as const;

/** The results section of a deals page: its name is the count once the first page arrived. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: /^\d+ deals?$/ });
}

/** The deals queries a page sends, in order, as filters (`GET /packages/deals?…` read back; a `POST`'s body). */
function recordDealsQueries(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/packages/deals') return;
    if (request.method() === 'POST') bodies.push(JSON.parse(request.postData() ?? '{}'));
    else bodies.push(Object.fromEntries([...url.searchParams].map(([name, value]) => [name, name === 'sort' ? value : JSON.parse(value)])));
  });
  return bodies;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  continents = await api<Continent[]>('/destinations/continents');
  const cruises = await api<DealsAnswer>('/packages/deals', { travelStyleIds: [4], limit: 30 });
  for (const card of cruises.packages) {
    const pkg = await api<PublicPackage>(`/packages/${card.package_url}`);
    if (pkg.tabs.length >= 4 && pkg.tabs.some((tab) => tab.layoutName === 'Layout 5')) {
      cruise = pkg;
      break;
    }
  }
  if (!cruise) throw new Error('The seed has no cruise with a pricing table among four tabs');
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('deals list', () => {
  it('reads the filter from a shared link, shows its total and checks its places in the panel', async () => {
    const europe = continentNamed('Europe');
    const destinationIds = [...europe.countries.map((country) => `country-${country.id}`), `continent-${europe.continent_id}`];
    const total = await dealsTotal({ destinationIds });
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    const queries = recordDealsQueries(page);
    try {
      await page.goto(`${stack.webUrl}/deals?destinationIds=${encodeURIComponent(JSON.stringify(destinationIds))}`);
      await results(page).waitFor();
      expect(await results(page).getByRole('heading', { level: 2 }).textContent()).toBe(`${total} deals`);
      // The server rendered the first page of that filter (its total above): the browser asks for nothing on arrival.
      expect(queries).toEqual([]);
      expect(await page.getByRole('checkbox', { name: 'Europe', exact: true }).isChecked()).toBe(true);
      // A fully chosen continent stays folded; opened, its countries read as chosen too.
      await page.getByRole('button', { name: 'Places in Europe' }).click();
      expect(await page.getByRole('checkbox', { name: 'France', exact: true }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Asia', exact: true }).isChecked()).toBe(false);
      expect(await page.title()).toBe('Travel deals | TBB Travel');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes filter changes to the address, and back/forward restore the view', async () => {
    const lastMinuteTotal = await dealsTotal({ travelStyleIds: [13] });
    const allTotal = await dealsTotal({});
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals`);
      await results(page)
        .getByRole('heading', { name: `${allTotal} deals` })
        .waitFor();
      // The style list is folded after ten styles; Last Minute comes later in the alphabet.
      await page.getByRole('button', { name: /^Show all \d+ styles$/ }).click();
      await page.getByRole('checkbox', { name: 'Last Minute', exact: true }).click();
      await page.waitForURL(`${stack.webUrl}/deals?travelStyleIds=[13]`);
      await results(page)
        .getByRole('heading', { name: `${lastMinuteTotal} deals` })
        .waitFor();

      await page.goBack();
      await page.waitForURL(`${stack.webUrl}/deals`);
      await results(page)
        .getByRole('heading', { name: `${allTotal} deals` })
        .waitFor();
      expect(await page.getByRole('checkbox', { name: 'Last Minute', exact: true }).isChecked()).toBe(false);

      await page.goForward();
      await results(page)
        .getByRole('heading', { name: `${lastMinuteTotal} deals` })
        .waitFor();
      expect(await page.getByRole('checkbox', { name: 'Last Minute', exact: true }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('loads the next 21 deals each time the visitor scrolls to the end of the list', async () => {
    const total = await dealsTotal({});
    expect(total).toBeGreaterThan(63);
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    const queries = recordDealsQueries(page);
    try {
      await page.goto(`${stack.webUrl}/deals`);
      const cards = results(page).getByRole('article');
      await expect.poll(() => cards.count(), POLL).toBe(21);
      expect(await results(page).getByText(`Showing 21 of ${total}`).isVisible()).toBe(true);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => cards.count(), POLL).toBe(42);
      // The new deals appear where the visitor is; reaching the end again brings the next ones. A person scrolls
      // after the longer list has been drawn: let two frames pass, so the browser has seen the end of the list
      // move out of reach (a scroll in the very frame the list grows is never seen as "coming into reach").
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => cards.count(), POLL).toBe(63);
      // Page 1 came with the rendered page; the browser asks for the next ones only.
      expect(queries.map((query) => [query.page, query.limit])).toEqual([
        [2, 21],
        [3, 21],
      ]);
      expect(await results(page).getByText(`Showing 63 of ${total}`).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers a "Show more deals" button where the browser cannot watch the scrolling', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    try {
      await page.goto(`${stack.webUrl}/deals`);
      const cards = results(page).getByRole('article');
      await expect.poll(() => cards.count(), POLL).toBe(21);
      const button = page.getByRole('button', { name: 'Show more deals' });
      await button.click();
      await expect.poll(() => cards.count(), POLL).toBe(42);
      await button.click();
      await expect.poll(() => cards.count(), POLL).toBe(63);
    } finally {
      await context.close();
    }
  });

  it('shows an empty state that clears the filter', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      // A country of the cruise tree with the Disney style: the seed sells no such trip.
      const river = continentNamed('Cruise_River');
      await page.goto(`${stack.webUrl}/deals?destinationIds=["country-${river.countries[0]!.id}"]&travelStyleIds=[9]`);
      await page.getByRole('heading', { name: 'No deals match these filters' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Clear all filters' }).last().click();
      await page.waitForURL(`${stack.webUrl}/deals`);
      await expect.poll(() => results(page).getByRole('article').count(), POLL).toBe(21);
    } finally {
      await context.close();
    }
  });
});

describe('deals and package pages on a phone', () => {
  it('opens the filter in a sheet whose sticky "Show N deals" counts the matches live, and keeps the sort in the address', async () => {
    const europe = continentNamed('Europe');
    const allTotal = await dealsTotal({});
    const europeTotal = await dealsTotal({ destinationIds: [`continent-${europe.continent_id}`] });
    expect(europeTotal).not.toBe(allTotal);
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    const queries = recordDealsQueries(page);
    try {
      await page.goto(`${stack.webUrl}/deals?sort=price-asc`);
      await results(page)
        .getByRole('heading', { name: `${allTotal} deals` })
        .waitFor();
      // The list arrived sorted by price with the page: the cards' prices with their taxes and fees rise.
      const prices = await results(page)
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) =>
            [...(card.textContent ?? '').matchAll(/\$([\d,]+(?:\.\d+)?)/g)].reduce((sum, match) => sum + Number(match[1]!.replaceAll(',', '')), 0),
          ),
        );
      expect(prices).toHaveLength(21);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // On a phone the results come right after the "Filters" button, not after the whole filter.
      expect(await page.getByRole('checkbox', { name: 'Europe', exact: true }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter deals' });
      await sheet.waitFor();
      const show = sheet.getByRole('button', { name: /^Show \d+ deals?$/ });
      expect(await show.textContent()).toBe(`Show ${allTotal} deals`);
      await sheet.getByRole('checkbox', { name: 'Europe', exact: true }).click();
      await page.waitForURL(`${stack.webUrl}/deals?destinationIds=[%22continent-${europe.continent_id}%22]&sort=price-asc`);
      await expect.poll(() => show.textContent(), POLL).toBe(`Show ${europeTotal} deals`);
      expect(queries.at(-1)).toMatchObject({ destinationIds: [`continent-${europe.continent_id}`], sort: 'price-asc', page: 1 });
      // The button stays on screen while the filter scrolls under it.
      await sheet.getByRole('button', { name: /^Show all \d+ styles$/ }).click();
      await sheet.getByRole('checkbox', { name: 'Last Minute', exact: true }).scrollIntoViewIfNeeded();
      const box = await show.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(box!.y).toBeGreaterThan(844 / 2);
      await saveScreenshot(page, 'deals-filter-sheet-phone');
      await show.click();
      await sheet.waitFor({ state: 'detached' });
      await results(page)
        .getByRole('heading', { name: `${europeTotal} deals` })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Filters (1)' }).evaluate((element) => element === document.activeElement)).toBe(true);

      // The order is one more choice of the address.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('departure');
      await page.waitForURL(`${stack.webUrl}/deals?destinationIds=[%22continent-${europe.continent_id}%22]&sort=departure`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps "Request a quote" at hand on a package page and never cuts a tab name', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'phone');
    try {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`${stack.webUrl}/deals/${cruise.package_url}`);
      const bar = page.getByRole('region', { name: 'Request a quote for this deal' });
      const priceBox = page.getByRole('complementary', { name: 'Price and booking' });
      await priceBox.scrollIntoViewIfNeeded();
      await expect.poll(() => bar.isVisible(), POLL).toBe(false);
      await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
      await expect.poll(() => bar.isVisible(), POLL).toBe(true);
      const barBox = await bar.boundingBox();
      expect(barBox!.y + barBox!.height).toBeCloseTo(700, 0);
      // Read the bar's text (a poll: the failure then names what the bar said), then check it is on screen.
      await expect.poll(() => bar.textContent(), POLL).toContain(`From ${formatPrice(allInPrice(cruise))} per person, all in`);
      await expect.poll(() => bar.getByText(`From ${formatPrice(allInPrice(cruise))} per person, all in`).isVisible(), POLL).toBe(true);
      const quote = bar.getByRole('link', { name: 'Request a quote' });
      expect(await quote.getAttribute('href')).toBe(`/request-a-quote?package=${cruise.package_url}`);

      // The tabs stay on one line (two lines of tabs read as two rows of choices); each shows its whole name, and one
      // past the screen's edge comes into view when it takes the focus (the line scrolls sideways).
      const tabs = page.getByRole('tablist').getByRole('tab');
      expect(await tabs.count()).toBe(cruise.tabs.length);
      const rows = await tabs.evaluateAll((elements) => new Set(elements.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
      expect(rows).toBe(1);
      const cut = await tabs.evaluateAll((elements) => elements.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
      expect(cut).toEqual([]);
      await tabs.first().focus();
      for (let index = 1; index < cruise.tabs.length; index += 1) await page.keyboard.press('ArrowRight');
      const last = await tabs.last().evaluate((tab) => {
        const box = tab.getBoundingClientRect();
        return { left: box.left, right: box.right, width: document.documentElement.clientWidth };
      });
      expect(last.left).toBeGreaterThanOrEqual(0);
      expect(last.right).toBeLessThanOrEqual(last.width + 1);
      // Back below the price card (the tabs sit near it, and the bar steps aside while the card is in view).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => bar.isVisible(), POLL).toBe(true);
      await quote.click();
      await page.waitForURL(`${stack.webUrl}/request-a-quote?package=${cruise.package_url}`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Disney and cruise deals', () => {
  it('lists Disney trips only, with its own introduction and a link to the Disney quote form', async () => {
    const total = await dealsTotal({ travelStyleIds: [9] });
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    const queries = recordDealsQueries(page);
    try {
      await page.goto(`${stack.webUrl}/deals/disney`);
      await page.getByRole('heading', { level: 1, name: 'Disney vacation deals' }).waitFor();
      await results(page)
        .getByRole('heading', { name: total === 1 ? '1 deal' : `${total} deals` })
        .waitFor();
      expect(queries).toEqual([]);
      expect(await page.getByRole('link', { name: 'Request a Disney quote' }).getAttribute('href')).toBe('/disney-request-a-quote');
      // The style is fixed on this page: no style checkboxes.
      expect(await page.getByRole('group', { name: 'Travel styles' }).count()).toBe(0);
      expect(await page.title()).toBe('Disney vacation deals | TBB Travel');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists cruises (style 4) by default and narrows by the path and the menu query string', async () => {
    const ocean = continentNamed('Cruise_Ocean');
    const { page, context } = await openPage(browser, 'desktop');
    const queries = recordDealsQueries(page);
    try {
      await page.goto(`${stack.webUrl}/cruise-deals`);
      await results(page)
        .getByRole('heading', { name: `${await dealsTotal({ travelStyleIds: [4] })} deals` })
        .waitFor();
      await page.getByRole('checkbox', { name: 'Ocean', exact: true }).waitFor({ state: 'visible' });
      expect(await page.getByRole('checkbox', { name: 'Cruises', exact: true }).isChecked()).toBe(true);

      const continentTotal = await dealsTotal({ destinationIds: [`continent-${ocean.continent_id}`], travelStyleIds: [4] });
      await page.goto(`${stack.webUrl}/cruise-deals/4/${ocean.continent_id}`);
      await results(page)
        .getByRole('heading', { name: `${continentTotal} deals` })
        .waitFor();
      expect(await page.getByRole('checkbox', { name: 'Ocean', exact: true }).isChecked()).toBe(true);

      const port = ocean.countries.find((country) => country.cities.length > 0)!.cities[0]!;
      await page.goto(`${stack.webUrl}/cruise-deals?destinationIds=["city-${port.id}"]&travelStyleIds=[4]`);
      await results(page)
        .getByRole('heading', { name: new RegExp(`^${await dealsTotal({ destinationIds: [`city-${port.id}`], travelStyleIds: [4] })} deals?$`) })
        .waitFor();
      // Every list above arrived rendered with its deals: the browser asked for none of them.
      expect(queries).toEqual([]);
      expect(await page.getByRole('checkbox', { name: port.name, exact: true }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('package page', () => {
  /**
   * A browser for pages served with the site's CSP. The header is added by intercepting the document, and
   * Chromium then treats the page as coming from outside this machine, so its Local Network Access check
   * would refuse the page's calls to the local API; that check is switched off here (in AWS everything
   * is one origin behind CloudFront).
   */
  let cspBrowser: Browser;

  beforeAll(async () => {
    cspBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-features=LocalNetworkAccessChecks',
      ],
    });
  });

  afterAll(async () => {
    await cspBrowser?.close();
  });

  /**
   * CSP violations a page reported, less one known one that is not the page's: zod 4 probes whether it
   * may compile validators with `Function('')` (caught, falls back to plain parsing) the first time the
   * app validates `/config.json`. `z.config({ jitless: true })` at start-up would remove the probe.
   */
  async function cspViolations(page: Page): Promise<string[]> {
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    return violations.filter((violation) => !/^script-src eval /.test(violation));
  }

  /** Serves the package page with the site's CSP (plus the local API and media origins) and records violations. */
  async function openWithCsp(viewport: ViewportName) {
    const context = await cspBrowser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: 'reduce', locale: 'en-CA' });
    const page = await context.newPage();
    const opened = { context, page, consoleErrors: collectConsoleErrors(page) };
    const mediaOrigin = new URL(stack.mediaBaseUrl).origin;
    const policy = contentSecurityPolicy({ connect: [new URL(stack.apiUrl).origin] }).replace(
      "img-src 'self' data: blob:",
      `img-src 'self' data: blob: ${mediaOrigin}`,
    );
    await opened.page.route(`${stack.webUrl}/deals/*`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    await opened.page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    return opened;
  }

  it('shows the package with its price, dates and tabs, switched by click and by keyboard', async () => {
    const { page, context, consoleErrors } = await openWithCsp('desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${cruise.package_url}`);
      await page.getByRole('heading', { level: 1, name: cruise.title }).waitFor();
      const priceBox = page.getByRole('complementary', { name: 'Price and booking' });
      // The headline is the all-in total, the price before taxes and fees comes in the breakdown beneath.
      expect(await priceBox.getByText(formatPrice(allInPrice(cruise)), { exact: true }).isVisible()).toBe(true);
      expect(await priceBox.getByText(`${formatPrice(cruise.price)} + ${formatPrice(cruise.tax)} taxes and fees`).isVisible()).toBe(true);
      expect(await priceBox.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe(`/request-a-quote?package=${cruise.package_url}`);

      // The tabs render just after the banner, title and price.
      const tabs = page.getByRole('tablist').getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(cruise.tabs.length);
      for (const [position, tab] of cruise.tabs.entries()) {
        expect(await tabs.nth(position).getAttribute('aria-controls')).toBeTruthy();
        expect(await page.getByRole('tab', { name: tab.tabName, exact: true }).count()).toBe(1);
      }
      const first = tabs.nth(0);
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').count()).toBe(1);

      const pricingIndex = cruise.tabs.findIndex((tab) => tab.layoutName === 'Layout 5');
      await tabs.nth(pricingIndex).click();
      expect(await tabs.nth(pricingIndex).getAttribute('aria-selected')).toBe('true');
      const pricingPanel = page.getByRole('tabpanel', { name: cruise.tabs[pricingIndex]!.tabName });
      await pricingPanel.getByRole('table').waitFor();
      expect(await pricingPanel.getByRole('columnheader').count()).toBeGreaterThan(1);

      await first.click();
      await page.keyboard.press('ArrowRight');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByRole('tabpanel', { name: cruise.tabs[1]!.tabName }).isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

      expect(await cspViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells search engines and link previews about the package (title, description, Open Graph, JSON-LD)', async () => {
    const { page, context } = await openWithCsp('desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${cruise.package_url}`);
      await page.getByRole('heading', { level: 1, name: cruise.title }).waitFor();
      expect(await page.title()).toBe(`${cruise.seo.title || cruise.title} | TBB Travel`);
      const head = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
      expect((await head('meta[name="description"]'))?.length).toBeGreaterThan(20);
      expect(await head('meta[property="og:title"]')).toBe(cruise.seo.title || cruise.title);
      expect(await head('meta[property="og:url"]')).toBe(`${stack.webUrl}/deals/${cruise.package_url}`);
      expect(await head('meta[property="og:image"]')).toMatch(/^http:\/\/.+\.png$/);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@context']).toBe('https://schema.org');
      expect(jsonLd['@graph'][0]).toMatchObject({
        '@type': 'TouristTrip',
        name: cruise.title,
        offers: { '@type': 'Offer', priceCurrency: 'CAD', price: allInPrice(cruise).toFixed(2) },
      });
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers three related deals that lead to their own pages', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${cruise.package_url}`);
      const related = page.getByRole('region', { name: 'You may also like' });
      await expect.poll(() => related.getByRole('article').count(), POLL).toBe(3);
      const firstLink = related.getByRole('article').first().getByRole('link');
      const title = await firstLink.textContent();
      expect(title).not.toBe(cruise.title);
      await firstLink.click();
      await page.getByRole('heading', { level: 1, name: title! }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/deals\/[a-z0-9-]+$/);
    } finally {
      await context.close();
    }
  });

  it('says a deal is no longer available for an unknown address', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/no-such-deal-anywhere`);
      await page.getByRole('heading', { level: 1, name: 'This deal is no longer available' }).waitFor();
      expect(await page.title()).toBe('Deal not found | TBB Travel');
      expect(await page.getByRole('main').getByRole('link', { name: 'Browse current deals' }).getAttribute('href')).toBe('/deals');
    } finally {
      await context.close();
    }
  });
});

describe('landing page', () => {
  it('shows the homepage deals, best bets and testimonials, and searches deals by destination and style', async () => {
    const asia = continentNamed('Asia');
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Featured deals' }).getByRole('article').count(), POLL).toBe(6);
      await page.getByRole('region', { name: 'Our best bets' }).getByRole('article').first().waitFor();
      await page.getByRole('region', { name: 'What our travellers say' }).getByRole('figure').first().waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Request a quote', exact: true }).getAttribute('href')).toBe('/request-a-quote');
      expect(await page.getByRole('main').getByRole('link', { name: 'Find your connected agent' }).getAttribute('href')).toBe('/agents/FindYourConnectedAgent');
      expect(await page.getByRole('main').getByRole('link', { name: 'Become an agent' }).getAttribute('href')).toBe('/agents/AgentPageMain#apply');

      const search = page.getByRole('search', { name: 'Find a deal' });
      await search.getByRole('combobox', { name: 'Where to' }).selectOption({ label: `All of ${asia.continent_name}` });
      await search.getByRole('combobox', { name: 'Travel style' }).selectOption({ label: 'Culinary' });
      await search.getByRole('button', { name: 'Find deals' }).click();
      await page.waitForURL(`${stack.webUrl}${dealsHref({ destinationIds: [`continent-${asia.continent_id}`], travelStyleIds: [5] })}`);
      await results(page).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Culinary', exact: true }).isChecked()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('quality', () => {
  it.each(['/', '/deals', '/deals/disney', '/cruise-deals', 'package'])('has no serious or critical axe violation on %s', async (pagePath) => {
    const { page, context } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}${pagePath === 'package' ? `/deals/${cruise.package_url}` : pagePath}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await findAccessibilityViolations(page);
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the first /deals visit free of agent and admin code', async () => {
    const privateChunks = await signedInChunkFiles();
    const { page, context } = await openPage(browser, 'desktop');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    try {
      await page.goto(`${stack.webUrl}/deals`, { waitUntil: 'networkidle' });
      await results(page).waitFor();
      expect(scripts.filter((file) => privateChunks.includes(file))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each<ViewportName>(['desktop', 'phone'])('takes screenshots of the landing, deals and package pages (%s)', async (viewport) => {
    const { page, context, consoleErrors } = await openPage(browser, viewport);
    try {
      for (const [name, pagePath] of [
        ['landing', '/'],
        ['deals', '/deals'],
        ['package', `/deals/${cruise.package_url}`],
      ] as const) {
        await page.goto(`${stack.webUrl}${pagePath}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        // Lazy images below the fold load as they near the viewport: scroll through once, stopping short of
        // the end of the deals list so that infinite loading does not add pages to the picture.
        await page.evaluate(async () => {
          const end = document.body.scrollHeight - 2 * window.innerHeight;
          for (let y = 0; y < end; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `${name}-${viewport}`);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
