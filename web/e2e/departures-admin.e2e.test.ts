import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalDocumentClient, LOCAL_TABLE_NAMES } from '@tdp/functions/local/local-aws';
import { bumpCatalogueVersion } from '@tdp/functions/data/catalogue-version-repository';
import { packageItemsForBulkLoad } from '@tdp/functions/domain/packages/package-card';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { addCalendarDays } from '@tdp/shared/departures/calendar-date';
import type { Departure } from '@tdp/shared/departures/departure';
import { withDerivedDepartureFields } from '@tdp/shared/departures/departure-derivations';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import type { AdminPackage, DealsAnswer, PublicPackage } from '@tdp/shared/schemas/package';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.ts';
import { signInThroughApi, signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The builder's departures end to end: an admin opens a seeded package, adds a series (Saturdays over three weeks
 * from two cities, each at its own price) and a sold-out date in the grid, saves, and the package's public answer lists the departures and
 * the "from" price derived from them. And the admin's packages list quotes the price the public page shows that day for
 * a package saved before its cheapest departure left.
 */

/** Slow shared machines: the builder is a big form. */
const STEP_TIMEOUT_MS = 60_000;
/**
 * Saturdays far enough ahead to be upcoming whenever the test runs, from two cities at their own prices, both below
 * any seeded one.
 */
const SERIES = {
  from: '2031-05-03',
  to: '2031-05-17',
  dates: ['2031-05-03', '2031-05-10', '2031-05-17'],
  price: '5',
  tax: '1',
  secondPrice: '6',
  secondTax: '1.5',
};
const SOLD_OUT_DATE = '2031-05-24';

let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cities: DepartureCity[];
let target: { id: number; package_url: string };

async function api<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ page, context } = await openPage(browser, 'desktop'));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
  cities = await api<DepartureCity[]>('/departures');
  const { packages } = await api<DealsAnswer>('/packages/deals', { limit: 21, page: 1 });
  target = packages[0]!;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('departures in the package builder', () => {
  it('adds a series and a sold-out date, saves, and the public package shows them and the derived from-price', async () => {
    expect(cities.length).toBeGreaterThanOrEqual(2);
    const [first, second] = cities as [DepartureCity, DepartureCity];
    await page.goto(`${stack.webUrl}/admin-dashboard/packages/edit/${target.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add a series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a series of departures' });
    await dialog.getByLabel('From', { exact: true }).fill(SERIES.from);
    await dialog.getByLabel('To', { exact: true }).fill(SERIES.to);
    await dialog.getByRole('checkbox', { name: first.city_name, exact: true }).check();
    await dialog.getByLabel(`Price from ${first.city_name}`, { exact: true }).fill(SERIES.price);
    await dialog.getByLabel(`Taxes from ${first.city_name}`, { exact: true }).fill(SERIES.tax);
    await dialog.getByRole('checkbox', { name: second.city_name, exact: true }).check();
    await dialog.getByLabel(`Price from ${second.city_name}`, { exact: true }).fill(SERIES.secondPrice);
    await dialog.getByLabel(`Taxes from ${second.city_name}`, { exact: true }).fill(SERIES.secondTax);
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('6 departures will be added.');
    await dialog.getByRole('button', { name: 'Add departures' }).click();

    // One more departure, typed in the grid with the keyboard, then marked sold out.
    await page.getByRole('button', { name: 'Add departure' }).click();
    const grid = page.getByRole('grid', { name: 'Departures' });
    // The new row is the grid's last (the heading row aside).
    const number = (await grid.getByRole('row').count()) - 1;
    const dateCell = grid.getByRole('gridcell', { name: new RegExp(`^Edit Date of departure ${number}:`) });
    await dateCell.focus();
    await page.keyboard.press('Enter');
    await grid.getByLabel(`Edit Date of departure ${number}`, { exact: true }).fill(SOLD_OUT_DATE);
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: `Select departure ${number}` }).check();
    await page.getByRole('button', { name: 'Mark sold out' }).click();
    await expect.poll(() => grid.getByRole('gridcell', { name: new RegExp(`^Edit Availability of departure ${number}:`) }).textContent()).toBe('Sold out');

    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.locator('.fui-Toast').filter({ hasText: 'saved' }).first().waitFor();

    const pkg = await api<PublicPackage>(`/packages/${target.package_url}`);
    const ours = (pkg.departures ?? []).filter((departure) => departure.date >= SERIES.from && departure.price <= 6);
    expect(
      ours.map((departure) => `${departure.departureCityId} ${departure.date} ${departure.price}+${departure.tax} ${departure.availability}`).sort(),
    ).toEqual(
      [
        ...SERIES.dates.flatMap((date) => [`${first.id} ${date} 5+1 available`, `${second.id} ${date} 6+1.5 available`]),
        // The added row took the last row's city and prices.
        `${second.id} ${SOLD_OUT_DATE} 6+1.5 sold-out`,
      ].sort(),
    );
    // The from-price is the cheapest open departure's: the series', not the sold-out one's.
    expect({ price: pkg.price, tax: pkg.tax }).toEqual({ price: 5, tax: 1 });
    expect(pkg.departureCityIds).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});

describe("the admin's packages list quotes the day's price", () => {
  it('shows the price the public page shows for a package saved before its cheapest departure left', async () => {
    const [first, second] = cities as [DepartureCity, DepartureCity];
    const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
    const departure = (id: string, departureCityId: number, days: number, price: number, tax: number): Departure => ({
      id,
      departureCityId,
      date: addCalendarDays(today, days),
      price,
      tax,
      occupancy: 'double',
      availability: 'available',
    });
    // $2,903.14 left three days ago; $3,059.80 is the cheapest still open.
    const departures = [
      departure('gone', first.id, -3, 2409, 494.14),
      departure('soon', first.id, 6, 2565, 494.8),
      departure('later', second.id, 20, 2750, 509.2),
    ];
    const seeded = await api<PublicPackage>(`/packages/${target.package_url}`);
    const slug = 'saved-before-its-cheapest-departure-left';
    const { accessToken } = await signInThroughApi(stack, SEEDED_ACCOUNTS.admin);
    const answer = await fetch(`${stack.apiUrl}/packages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        package_url: slug,
        title: 'Saved before its cheapest departure left',
        banner_image: seeded.banner_image,
        price: 1,
        tax: 1,
        icons_data: [],
        dateRanges: [],
        destinationIds: seeded.destinationIds,
        travelStyleIds: [],
        departureCityIds: [],
        status: 'published',
        validFrom: null,
        validUntil: null,
        seo: { title: '', description: '' },
        tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week by the sea.', durationNights: 7 } }],
        departures,
      }),
    });
    expect(answer.status).toBe(201);
    // Stored as its last save ten days ago left it: priced by the departure that has left since.
    const { priceSource: _source, ...created } = (await answer.json()) as AdminPackage;
    const savedOn = addCalendarDays(today, -10);
    const savedThen = { ...withDerivedDepartureFields(created, savedOn), updatedAt: `${savedOn}T20:00:00.000Z` };
    expect(allInPrice(savedThen)).toBe(2903.14);
    const client = createLocalDocumentClient(stack.dynamoEndpoint);
    try {
      for (const Item of packageItemsForBulkLoad(savedThen)) await client.send(new PutCommand({ TableName: LOCAL_TABLE_NAMES.content, Item }));
    } finally {
      client.destroy();
    }
    await bumpCatalogueVersion();

    expect(allInPrice(await api<PublicPackage>(`/packages/${slug}`))).toBe(3059.8);
    await page.goto(`${stack.webUrl}/deals/${slug}`);
    await expect.poll(() => page.getByRole('complementary', { name: 'Price and booking' }).textContent()).toContain('$3,059.80');

    await page.goto(`${stack.webUrl}/admin-dashboard/packages?q=${slug}`);
    const row = page.getByRole('row').filter({ hasText: 'Saved before its cheapest departure left' });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('$3,059.80');
    expect(rowText).toContain('from 2 open departures');
    expect(rowText).not.toContain('$2,903.14');
    // Its price is its departures': a link to them, not an input.
    const priceLink = row.getByRole('link', { name: /the price of Saved before its cheapest departure left comes from its departures/ });
    expect(await priceLink.getAttribute('href')).toBe(`/admin-dashboard/packages/edit/${created.id}#departures`);
    await saveScreenshot(page, 'admin-packages-day-price');
  });
});
