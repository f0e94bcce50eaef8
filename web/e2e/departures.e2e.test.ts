import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { dealsHref } from '@tdp/shared/deals/deals-filter-query';
import { monthsSpanned } from '@tdp/shared/departures/calendar-date';
import type { Departure } from '@tdp/shared/departures/departure';
import { allInPrice } from '@tdp/shared/pricing/all-in-price';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import type { DealsAnswer, PublicPackage } from '@tdp/shared/schemas/package';
import { launchBrowser, openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { signInThroughApi, signInThroughStorage, SEEDED_ACCOUNTS } from './support/session.ts';
import { startTestStack } from './support/stack.ts';
import { formatDate, formatPrice } from '../src/lib/intl.ts';

let stack: LocalStack;
let browser: Browser;
let cities: DepartureCity[];
/** A seeded package with departures from at least two cities, one of them sold out. */
let withDepartures: PublicPackage;

/** How long a page may take to show what a test waits for (the stack runs on a busy test machine). */
const POLL = { timeout: 30_000 } as const;

async function api<T>(pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

function departuresOf(pkg: PublicPackage): Departure[] {
  return pkg.departures ?? [];
}

function cityName(id: number): string {
  const city = cities.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`No departure city ${id}`);
  return city.city_name;
}

/** The cheapest all-in price of a package's bookable departures from a city in a month (what its card should show). */
function cheapestFrom(pkg: PublicPackage, cityId: number, month: string): number | null {
  const prices = departuresOf(pkg)
    .filter((departure) => departure.departureCityId === cityId && departure.availability !== 'sold-out')
    .filter((departure) => monthsSpanned(departure.date, departure.until ?? departure.date).includes(month))
    .map((departure) => allInPrice(departure));
  return prices.length > 0 ? Math.min(...prices) : null;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  cities = await api<DepartureCity[]>('/departures');
  for (let page = 1; page <= 5 && !withDepartures; page += 1) {
    const { packages } = await api<DealsAnswer>('/packages/deals', { limit: 60, page });
    for (const card of packages) {
      const pkg = await api<PublicPackage>(`/packages/${card.package_url}`);
      const departures = departuresOf(pkg);
      const cityCount = new Set(departures.map((departure) => departure.departureCityId)).size;
      if (cityCount >= 2 && departures.some((departure) => departure.availability === 'sold-out')) {
        withDepartures = pkg;
        break;
      }
    }
  }
  if (!withDepartures) throw new Error('The seed has no package with departures from two cities, one sold out');
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('departures on the public site', () => {
  it('prices the deals list filtered by a city and a month at the cheapest matching departure, and says from where', async () => {
    const bookable = departuresOf(withDepartures).find((departure) => departure.availability !== 'sold-out' && !departure.until);
    if (!bookable) throw new Error('The package has no bookable fixed-date departure');
    const cityId = bookable.departureCityId;
    const month = bookable.date.slice(0, 7);
    const filter = { departureCityIds: [cityId], months: [month], sort: 'price-asc' as const };
    const answer = await api<DealsAnswer>('/packages/deals', { ...filter, limit: 21 });
    // The first card of the list whose package sells by departures: its price is its cheapest fitting departure's.
    let checked: { title: string; price: number } | undefined;
    for (const card of answer.packages) {
      const pkg = await api<PublicPackage>(`/packages/${card.package_url}`);
      if (departuresOf(pkg).length === 0) continue;
      const expected = cheapestFrom(pkg, cityId, month);
      expect(allInPrice(card), card.title).toBe(expected);
      checked = { title: card.title, price: expected! };
      break;
    }
    if (!checked) throw new Error('No package with departures on the first page of the filtered list');

    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}${dealsHref(filter)}`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: checked.title, exact: true }) })
        .first();
      await card.waitFor(POLL);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(formatPrice(checked.price));
      expect(text).toContain(`per person, all in, from ${cityName(cityId)}`);
      expect(
        await page
          .getByRole('checkbox', { name: cityName(cityId), exact: true })
          .first()
          .isChecked(),
      ).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the package page departures (sold out labelled, no quote) and a departure\'s "Request a quote" prefills the form', async () => {
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      // The server renders the list (and the browser hydrates it without a mismatch: no console error below).
      const html = await (await fetch(`${stack.webUrl}/deals/${withDepartures.package_url}`)).text();
      expect(html).toContain('>Departures</h2>');
      expect(html).toContain(`>${departuresOf(withDepartures).length} departures</p>`);
      await page.goto(`${stack.webUrl}/deals/${withDepartures.package_url}`);
      const section = page.getByRole('region', { name: 'Departures' });
      await section.waitFor(POLL);
      const departures = departuresOf(withDepartures);
      await section.getByText(`${departures.length} departures`, { exact: true }).waitFor(POLL);
      await waitForHydration(page);

      // Filter by the city of a sold-out departure: it is listed, labelled, and offers no quote.
      const soldOut = departures.find((departure) => departure.availability === 'sold-out')!;
      await section.getByRole('combobox', { name: 'Departing from' }).selectOption(String(soldOut.departureCityId));
      await section.getByRole('combobox', { name: 'Month' }).selectOption(soldOut.date.slice(0, 7));
      await page.waitForURL(/months=/, POLL);
      const soldOutRow = section
        .getByRole('listitem')
        .filter({ hasText: 'Sold out' })
        .filter({ hasText: formatDate(soldOut.date) })
        .first();
      await soldOutRow.waitFor(POLL);
      expect(await soldOutRow.getByRole('link').count()).toBe(0);

      // Any month again: a bookable departure's quote link opens the form filled with the package, its city and day.
      await section.getByRole('combobox', { name: 'Month' }).selectOption('');
      await page.waitForURL((url) => !url.search.includes('months='), POLL);
      const bookableRow = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Request a quote: / }) })
        .first();
      const link = bookableRow.getByRole('link', { name: /^Request a quote: / });
      const href = (await link.getAttribute('href')) ?? '';
      const query = new URL(href, stack.webUrl).searchParams;
      expect(query.get('package')).toBe(withDepartures.package_url);
      const date = query.get('date')!;
      const cityId = Number(query.get('from'));
      await link.click();
      await page.waitForURL(/\/request-a-quote\?/, POLL);
      await page.getByRole('link', { name: withDepartures.title }).first().waitFor(POLL);
      await expect.poll(() => page.getByLabel(/^Departing from/).inputValue(), POLL).toBe(cityName(cityId));
      expect(await page.getByLabel(/^Departure date/).inputValue()).toBe(date);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a quote for one departure', () => {
  it("from a package page filtered to a city, shows the chosen departure's city, date and price, and the admin's lead keeps them", async () => {
    const today = new Date().toISOString().slice(0, 10);
    // A bookable fixed-date departure from a city whose price is not the package's overall from-price.
    const bookable = departuresOf(withDepartures).filter((departure) => departure.availability !== 'sold-out' && !departure.until && departure.date > today);
    const chosen = bookable.find((departure) => allInPrice(departure) !== allInPrice(withDepartures)) ?? bookable[0]!;
    const city = cityName(chosen.departureCityId);
    const price = formatPrice(allInPrice(chosen));
    const { page, context, consoleErrors } = await openPage(browser, 'desktop');
    try {
      await page.goto(`${stack.webUrl}/deals/${withDepartures.package_url}?departureCityIds=[${chosen.departureCityId}]`);
      const section = page.getByRole('region', { name: 'Departures' });
      await section.waitFor(POLL);
      const row = section
        .getByRole('listitem')
        .filter({ hasText: formatDate(chosen.date) })
        .filter({ hasText: `From ${city}` })
        .filter({ hasText: price })
        .first();
      await row.getByRole('link', { name: /^Request a quote: / }).click();
      await page.waitForURL(/\/request-a-quote\?.*departure=/, POLL);

      // The trip card and the form show that departure: its city, its day, its all-in price, and no other date or price.
      const departure = page.getByRole('group', { name: 'Departure' });
      await departure.waitFor(POLL);
      expect(await departure.textContent()).toContain(`From ${city}, ${formatDate(chosen.date)}`);
      expect(await departure.textContent()).toContain(price);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: withDepartures.title }) });
      const cardText = (await card.textContent()) ?? '';
      expect(cardText).toContain(`${price}per person, all in, from ${city}`);
      expect(cardText).not.toContain('From');
      await saveScreenshot(page, 'quote-form-departure');

      const form = page.getByRole('form', { name: /Request a quote/ });
      await form.getByLabel(/^First name/).fill('Mei');
      await form.getByLabel(/^Last name/).fill('Tanaka');
      await form.getByLabel(/^Email/).fill('mei.tanaka@example.com');
      await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      await form.getByRole('button', { name: 'Send my request' }).click();
      await page.waitForURL(/\/thank-you\?reference=/, POLL);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      expect(consoleErrors).toEqual([]);

      // The admin's lead page shows the departure as the visitor saw it.
      const { accessToken } = await signInThroughApi(stack, SEEDED_ACCOUNTS.admin);
      const found = await fetch(`${stack.apiUrl}/api/admin/leads?reference=${reference}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      const leadId = ((await found.json()) as { leads: Array<{ id: string }> }).leads[0]!.id;
      await signInThroughStorage(page, stack, SEEDED_ACCOUNTS.admin);
      await page.goto(`${stack.webUrl}/admin-dashboard/leads/${leadId}`);
      const asked = page.getByRole('region', { name: 'What they asked' });
      await asked.waitFor(POLL);
      await expect.poll(() => asked.textContent(), POLL).toContain(`From ${city}, ${formatDate(chosen.date)}`);
      expect(await asked.textContent()).toContain(`${price} per person, all in`);
      await saveScreenshot(page, 'lead-detail-departure');
    } finally {
      await context.close();
    }
  });
});
