import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import type { DealsAnswer, PublicPackage } from '@tdp/shared/schemas/package';
import { launchBrowser, openPage } from './support/browser.ts';
import { signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The builder's departures end to end: an admin opens a seeded package, adds a series (Saturdays over three weeks
 * from two cities, each at its own price) and a sold-out date in the grid, saves, and the package's public answer lists the departures and
 * the "from" price derived from them.
 */

/** Slow shared machines: the builder is a big form. */
const STEP_TIMEOUT_MS = 60_000;
/**
 * Saturdays far enough ahead to be upcoming whenever the test runs, from two cities at their own prices, both below
 * any seeded one.
 */
const SERIES = { from: '2031-05-03', to: '2031-05-17', dates: ['2031-05-03', '2031-05-10', '2031-05-17'], price: '5', tax: '1', secondPrice: '6', secondTax: '1.5' };
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
    expect(ours.map((departure) => `${departure.departureCityId} ${departure.date} ${departure.price}+${departure.tax} ${departure.availability}`).sort()).toEqual(
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
