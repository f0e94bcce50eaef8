import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { launchBrowser, openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { startTestStack } from './support/stack.ts';
import { readBuildManifest, readSsrManifest, signedInChunkFiles } from './support/build-manifest.ts';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { formatPrice } from '../src/lib/intl.ts';

/**
 * Public pages arrive rendered (issue "Public pages arrive rendered"): every public route's first answer holds the
 * page's content, the shell, its title, canonical address and link-preview tags, with a status that means
 * something; the browser then hydrates it without a mismatch and navigation goes on in the browser. A package
 * changed through the API changes its page and the sitemap at once (the local stack caches nothing).
 */

const ADMIN = { username: 'admin', password: 'admin-dev-password' };
/** A seeded package on sale (infra/local/seed) and a seeded connected agent. */
const PACKAGE_SLUG = '7-night-st-john-s-all-inclusive-at-blue-horizon-island-resort';
const AGENT_SLUG = 'aisha-khan';

/** Every public route inside the shell, with the heading its rendered page shows. */
const PUBLIC_PAGES: ReadonlyArray<[path: string, heading: string | RegExp]> = [
  ['/', 'Your next trip, planned by Canadian travel experts'],
  ['/thank-you', 'Thank you, we have your request'],
  ['/contact-us', 'Contact us'],
  ['/careers', 'Careers'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/security-policy', 'Security Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/login', 'Connected Agent sign in'],
  ['/ForgotPassword', 'Forgot your password?'],
  ['/deals', 'Travel deals'],
  ['/deals?travelStyleIds=[13]', 'Travel deals'],
  ['/cruise-deals', 'Cruise deals'],
  ['/deals/disney', 'Disney vacation deals'],
  [`/deals/${PACKAGE_SLUG}`, "7-Night St. John's All-Inclusive at Blue Horizon Island Resort"],
  ['/request-a-quote', 'Request a quote'],
  ['/disney-request-a-quote', 'Request a Disney vacation quote'],
  ['/search-and-book', 'Search & Book'],
  ['/search-and-book/soft-voyage', 'Search & Book Cruises'],
  ['/agents/AgentPageMain', 'Become a Connected Agent'],
  ['/agents/FindYourConnectedAgent', 'Find your Connected Agent'],
  [`/ca/${AGENT_SLUG}`, 'Aisha Khan'],
  ['/group-travels', 'Group travel, handled'],
  ['/group-travel-request-a-quote', 'Request a group travel quote'],
  ['/group-travels/friends-and-family', 'Trips with friends and family'],
  ['/group-travels/destination-wedding', 'Destination weddings'],
  ['/group-travels/group-promotion', 'Hosted trips and group promotions'],
];

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page as a crawler or a link preview gets it: one request, no JavaScript. */
async function fetchPage(path: string, init?: RequestInit): Promise<{ status: number; html: string; headers: Headers }> {
  const answer = await fetch(`${stack.webUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' }, ...init });
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="tdp-hydration">');
  return start === -1 ? '' : html.slice(start, end === -1 ? undefined : end);
}

function headingOf(html: string): string {
  return decodeEntities(
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(rootOf(html))?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );
}

function metaContent(html: string, attribute: 'property' | 'name', name: string): string | undefined {
  const value = new RegExp(`<meta ${attribute}="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

async function adminToken(): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

describe('public pages arrive rendered', () => {
  it.each(PUBLIC_PAGES)('%s: its content, the shell and its own title and canonical address, in the first answer', async (path, heading) => {
    const { status, html, headers } = await fetchPage(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(headingOf(html)).toEqual(heading);
    const root = rootOf(html);
    // The shell: header navigation and the footer's contact facts (registration number, phone), links as real links.
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toContain('3287');
    expect(root).toMatch(/href="tel:/);
    expect(root).toMatch(/<a [^>]*href="\/deals"/);
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title).not.toBe('TBB Travel');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(canonicalOf(html)).toMatch(new RegExp(`^${stack.webUrl}/`));
    // The browser gets what the page was rendered with, as data: no inline script (the site's CSP allows none).
    expect(html).toContain('<script type="application/json" id="tdp-hydration">');
    expect([...html.matchAll(/<script(?![^>]*(?:\bsrc=|type="application\/(?:ld\+)?json"))[^>]*>/g)].map(([tag]) => tag)).toEqual([]);
  });

  it('a package page: its title, all-in price, dates, Open Graph and Twitter tags and JSON-LD with the same price', async () => {
    const { html } = await fetchPage(`/deals/${PACKAGE_SLUG}`);
    const pkg = (await (await fetch(`${stack.apiUrl}/packages/${PACKAGE_SLUG}`)).json()) as PublicPackage;
    expect([pkg.price, pkg.tax > 0]).toEqual([1719, true]);
    const total = allInPrice(pkg);
    const root = rootOf(html);
    expect(root).toContain(formatPrice(total));
    expect(root).toContain('per person, all in');
    expect(root).toMatch(/Apr 7, 14, 21, 2027/);
    expect(root).toMatch(new RegExp(`href="/request-a-quote\\?[^"]*${PACKAGE_SLUG}`));
    expect(canonicalOf(html)).toBe(`${stack.webUrl}/deals/${PACKAGE_SLUG}`);
    expect(metaContent(html, 'property', 'og:title')).toBe("7-Night St. John's All-Inclusive at Blue Horizon Island Resort");
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_CA');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${stack.webUrl}/deals/${PACKAGE_SLUG}`);
    // The seeded package's share image (1200 × 630, beside its banner), not the 1200 × 500 banner.
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${stack.webUrl}/media/package-images/banner-[a-z-]+-share\\.png$`));
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(metaContent(html, 'property', 'og:image'));
    expect(metaContent(html, 'property', 'og:description')?.length).toBeGreaterThan(40);
    // A link preview shows the deal's all-in price.
    expect(metaContent(html, 'property', 'og:description')?.startsWith(`From ${formatPrice(total)} per person, all in. `)).toBe(true);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      '@graph': Array<{ '@type': string; offers: { price: string; priceCurrency: string; availability: string; priceValidUntil?: string } }>;
    };
    // The trip and the product, then the page itself in its language (inLanguage, issue #31).
    expect(jsonLd['@graph'].map((item) => item['@type'])).toEqual(['TouristTrip', 'Product', 'WebPage']);
    expect(jsonLd['@graph'][2]).toMatchObject({ inLanguage: 'en-CA' });
    for (const item of jsonLd['@graph'].slice(0, 2)) {
      expect(item.offers).toMatchObject({ price: total.toFixed(2), priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
      expect(item.offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The image a link preview shows is served.
    expect((await fetch(metaContent(html, 'property', 'og:image')!)).status).toBe(200);
  });

  it('a deals list: its cards with title, price, dates and real links, and a canonical address with the filter in a stable order', async () => {
    const { html } = await fetchPage('/deals?travelStyleIds=[13,4]');
    const root = rootOf(html);
    expect(root.match(/<a [^>]*href="\/deals\/[a-z0-9-]+"/g)?.length).toBeGreaterThan(0);
    expect(root).toMatch(/\$[0-9,]+/);
    expect(canonicalOf(html)).toBe(`${stack.webUrl}/deals?travelStyleIds=[4,13]`);
    expect(canonicalOf((await fetchPage('/deals?travelStyleIds=[4,13]')).html)).toBe(`${stack.webUrl}/deals?travelStyleIds=[4,13]`);
  });

  it("names each page's own files in the page it arrives with, from the build's manifests, and no dashboard's", async () => {
    const [client, ssr, signedIn] = await Promise.all([readBuildManifest(), readSsrManifest(), signedInChunkFiles()]);
    /** The file holding a source module (`/assets/…`), as the SSR manifest says. */
    const fileOf = (module: string) => ssr[module]?.find((file) => file.endsWith('.js'));
    const entryFiles = new Set(
      Object.values(client)
        .filter((chunk) => chunk.isEntry)
        .map((chunk) => `/${chunk.file}`),
    );
    const pages: ReadonlyArray<[path: string, modules: string[]]> = [
      ['/deals', ['src/features/deals/components/deals-page.tsx']],
      [`/deals/${PACKAGE_SLUG}`, ['src/features/package-detail/components/package-page.tsx']],
      ['/deals/disney', ['src/features/deals/components/disney-deals-page.tsx']],
      ['/cruise-deals/4', ['src/features/deals/components/cruise-deals-page.tsx']],
      ['/', ['src/features/landing/components/landing-page.tsx']],
      ['/contact-us', ['src/features/info-pages/components/contact-us-page.tsx']],
      ['/login', ['src/app/routes/fluent-pages.tsx', 'src/features/auth/components/login-page.tsx']],
      ['/admin-login', ['src/app/routes/fluent-pages.tsx', 'src/features/auth/components/admin-login-page.tsx']],
      ['/no-such-page', ['src/features/coming-soon/components/coming-soon-page.tsx']],
    ];
    for (const [path, modules] of pages) {
      const { html } = await fetchPage(path);
      const preload = decodeEntities(/<script src="\/hydrate-after-load\.js"[^>]*data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
      for (const module of modules) {
        const file = fileOf(module);
        expect(file, `${module} has a file of its own or shares one`).toBeDefined();
        // The entry's own files are in the preload already when the module is part of them.
        if (!entryFiles.has(file!)) expect(preload, `${path}: ${module}`).toContain(file);
      }
      expect(
        preload.filter((file) => signedIn.includes(file)),
        path,
      ).toEqual([]);
    }
  });

  it('an unknown deal and an unknown path answer 404, kept out of search results', async () => {
    const deal = await fetchPage('/deals/no-such-deal-anywhere');
    expect(deal.status).toBe(404);
    expect(headingOf(deal.html)).toBe('This deal is no longer available');
    expect(metaContent(deal.html, 'name', 'robots')).toBe('noindex');
    const unknown = await fetchPage('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(headingOf(unknown.html)).toBe('Coming soon');
    expect(metaContent(unknown.html, 'name', 'robots')).toBe('noindex');
    const agent = await fetchPage('/ca/no-such-agent');
    expect(agent.status).toBe(404);
  });

  it('old addresses answer real 301s to their deals lists', async () => {
    const lastMinute = await fetchPage('/last-minute-deals');
    expect(lastMinute.status).toBe(301);
    expect(lastMinute.headers.get('location')).toBe('/deals?travelStyleIds=[13]');
    const europe = await fetchPage('/travel-destinations/europe');
    expect(europe.status).toBe(301);
    expect(europe.headers.get('location')).toMatch(/^\/deals\?destinationIds=\[/);
  });

  it('/admin-login (outside the shell) arrives rendered with its form', async () => {
    const { status, html } = await fetchPage('/admin-login');
    expect(status).toBe(200);
    expect(headingOf(html)).toBe('Admin sign in');
    expect(rootOf(html)).toMatch(/<input[^>]*name="password"/);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  });

  it('the dashboards stay rendered in the browser only, behind their sign-in', async () => {
    for (const path of ['/admin-dashboard', '/agent-dashboard/WelcomeVideo']) {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('tdp-hydration');
    }
  });

  it('serves /robots.txt and /sitemap.xml made from live data', async () => {
    const robots = await fetchPage('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    expect(robots.html).toContain(`Sitemap: ${stack.webUrl}/sitemap.xml`);
    for (const path of ['/admin-dashboard', '/agent-dashboard', '/api', '/__dev']) expect(robots.html).toContain(`Disallow: ${path}\n`);
    const sitemap = await fetchPage('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(sitemap.html).toContain(`<loc>${stack.webUrl}/deals/${PACKAGE_SLUG}</loc>`);
    expect(sitemap.html).toContain(`<loc>${stack.webUrl}/contact-us</loc>`);
  });
});

describe('a package changed through the API: its page and the sitemap follow at once', () => {
  it('publishes, edits, unpublishes and deletes', async () => {
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const slug = 'rendered-pages-test-lisbon';
    const body = {
      package_url: slug,
      title: 'Lisbon by tram',
      banner_image: 'package-images/banner-city.png',
      price: 1234,
      tax: 111,
      icons_data: [],
      dateRanges: [{ id: 'd1', type: 'range', start: '2027-05-01', end: '2027-06-30' }],
      destinationIds: ['country-29'],
      travelStyleIds: [],
      departureCityIds: [],
      status: 'published',
      validFrom: null,
      validUntil: null,
      seo: { title: '', description: '' },
      tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Trams, tiles and custard tarts.', durationNights: 5 } }],
    };
    const created = await fetch(`${stack.webUrl}/packages`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    let page = await fetchPage(`/deals/${slug}`);
    expect(page.status).toBe(200);
    expect(headingOf(page.html)).toBe('Lisbon by tram');
    expect((await fetchPage('/sitemap.xml')).html).toContain(`/deals/${slug}</loc>`);

    const saved = async (change: Record<string, unknown>) => {
      const current = (await (await fetch(`${stack.webUrl}/packages/edit-form/${id}`, { headers: auth })).json()) as Record<string, unknown>;
      // Server-owned fields, and the day's price the server derives (priceSource), are not sent back.
      const {
        id: _id,
        createdAt: _createdAt,
        createdBy: _createdBy,
        updatedAt: _updatedAt,
        updatedBy: _updatedBy,
        priceSource: _priceSource,
        ...editable
      } = current;
      const answer = await fetch(`${stack.webUrl}/packages/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...editable, ...change }) });
      expect(answer.status).toBe(200);
    };
    await saved({ title: 'Lisbon and Sintra by tram', price: 1299 });
    page = await fetchPage(`/deals/${slug}`);
    expect(headingOf(page.html)).toBe('Lisbon and Sintra by tram');
    expect(rootOf(page.html)).toContain('$1,299');

    await saved({ status: 'draft' });
    page = await fetchPage(`/deals/${slug}`);
    expect(page.status).toBe(404);
    expect((await fetchPage('/sitemap.xml')).html).not.toContain(`/deals/${slug}</loc>`);

    await saved({ status: 'published' });
    expect((await fetchPage(`/deals/${slug}`)).status).toBe(200);
    expect((await fetch(`${stack.webUrl}/packages/${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await fetchPage(`/deals/${slug}`)).status).toBe(404);
    expect((await fetchPage('/sitemap.xml')).html).not.toContain(`/deals/${slug}</loc>`);
  });
});

describe('in Chromium', () => {
  it.each(PUBLIC_PAGES)('%s hydrates without a mismatch or a console error, and asks the API for nothing it was rendered with', async (path) => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) reads.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    try {
      await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // Anything React reports while hydrating (a mismatch is a recoverable error) arrives by now.
      await page.waitForTimeout(300);
      expect(consoleErrors).toEqual([]);
      expect(reads.filter((read) => !read.startsWith('GET /api/auth'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after hydration: package tabs switch, the Destinations menu opens, a filter narrows the deals, all in the browser', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${PACKAGE_SLUG}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const tabs = page.getByRole('tablist');
      const second = tabs.getByRole('tab').nth(1);
      await second.click();
      expect(await second.getAttribute('aria-selected')).toBe('true');

      await page.getByRole('button', { name: 'Destinations' }).hover();
      await page.getByRole('link', { name: 'View All' }).first().waitFor();
      await page.getByRole('link', { name: 'View All' }).first().click();
      await page.waitForURL(`${stack.webUrl}/deals`);
      const count = page.getByRole('heading', { level: 2, name: /^\d+ deals?$/ });
      await count.first().waitFor();
      const before = await count.first().textContent();
      await page.getByRole('checkbox', { name: 'Europe', exact: true }).click();
      await page.waitForURL(/\?destinationIds=/);
      await expect.poll(() => page.getByRole('checkbox', { name: 'Europe', exact: true }).isChecked()).toBe(true);
      await expect.poll(() => count.first().textContent()).not.toBe(before);
      // One document all along: the navigation went on in the browser.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await saveScreenshot(page, 'rendered-deals-after-navigation');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript off, the package page and the deals list still show their content and links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.webUrl}/deals/${PACKAGE_SLUG}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("7-Night St. John's All-Inclusive at Blue Horizon Island Resort");
      expect(await page.getByText('$1,719').first().isVisible()).toBe(true);
      await saveScreenshot(page, 'rendered-package-no-javascript-phone');
      await page.goto(`${stack.webUrl}/deals`);
      const links = page.locator('main a[href^="/deals/"]');
      expect(await links.count()).toBeGreaterThan(0);
      const href = await links.first().getAttribute('href');
      await links.first().click();
      await page.waitForURL(`${stack.webUrl}${href}`);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await saveScreenshot(page, 'rendered-deals-no-javascript-phone');
    } finally {
      await context.close();
    }
  });
});
