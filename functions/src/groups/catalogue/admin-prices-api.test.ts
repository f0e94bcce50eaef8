import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addCalendarDays } from '@tdp/shared/departures/calendar-date';
import type { Departure } from '@tdp/shared/departures/departure';
import { packagePriceFromDepartures } from '@tdp/shared/departures/departure-derivations';
import type { AdminPackage, PackageCard } from '@tdp/shared/schemas/package';
import { call, startCatalogueTestBackend, type CatalogueTestBackend } from '../../../test/catalogue-api-client.ts';
import { createSmallCatalogue, packageBody, type SmallCatalogue } from '../../../test/catalogue-fixtures.ts';
import { bumpCatalogueVersion } from '../../data/catalogue-version-repository.ts';
import { contentTable } from '../../data/content-table.ts';
import { dynamo } from '../../data/dynamo-client.ts';
import { packageItemsForBulkLoad } from '../../domain/packages/package-card.ts';
import { agencyToday } from '../../domain/deals/agency-calendar.ts';
import { listPackagesForAdmin, searchDeals } from '../../domain/deals/deals-queries.ts';
import { readTopPicks } from '../../domain/destinations/top-picks.ts';
import { readBestBets } from '../../domain/homepage/best-bets.ts';
import { readPackageByUrl, readPackageForEditing } from '../../domain/packages/read-package.ts';

/**
 * Staff quote from the admin screens: the admin list, best bets, top picks and the builder's edit form show a package
 * priced by its departures at the price visitors see that day (the cheapest departure still open), not the price it
 * was stored with at its last save, and say that it comes from its departures.
 */

let backend: CatalogueTestBackend;
let catalogue: SmallCatalogue;
let token: string;
const today = agencyToday();
const SLUG = 'saved-before-its-cheapest-departure-left';
let packageId: number;

/** Noon at the agency on a day (UTC-7 or UTC-8: 20:00 UTC is that day in Vancouver either way). */
function noonOn(day: string): Date {
  return new Date(`${day}T20:00:00.000Z`);
}

const allIn = (parts: { price: number; tax: number }) => Math.round(parts.price * 100) + Math.round(parts.tax * 100);

beforeAll(async () => {
  backend = await startCatalogueTestBackend();
  token = backend.adminToken;
  catalogue = await createSmallCatalogue(token);
  const vancouver = catalogue.departure.vancouver;
  const toronto = catalogue.departure.toronto;
  const departure = (id: string, departureCityId: number, days: number, price: number, tax: number): Departure => ({
    id,
    departureCityId,
    date: addCalendarDays(today, days),
    price,
    tax,
    occupancy: 'double',
    availability: 'available',
  });
  // The cheapest left three days ago; the package was last saved ten days ago, when it was still to come.
  const departures = [
    departure('yvr-gone', vancouver, -3, 2409, 494.14),
    departure('yvr-soon', vancouver, 6, 2565, 494.8),
    departure('yyz-next', toronto, 20, 2750, 509.2),
  ];
  const created = await call<AdminPackage>('createPackage', {
    token,
    body: packageBody({ package_url: SLUG, title: 'Saved before its cheapest departure left', dateRanges: [], departures: departures.slice(1) }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  packageId = created.body.id;
  const savedAt = noonOn(addCalendarDays(today, -10)).toISOString();
  const { priceSource: _source, ...stored } = created.body;
  const savedThen = { ...stored, departures, ...packagePriceFromDepartures(departures, addCalendarDays(today, -10))!, updatedAt: savedAt };
  expect(allIn(savedThen)).toBe(290314);
  await dynamo().send(
    new BatchWriteCommand({ RequestItems: { [contentTable()]: packageItemsForBulkLoad(savedThen).map((Item) => ({ PutRequest: { Item } })) } }),
  );
  await bumpCatalogueVersion();
  expect((await call('createBestBet', { token, body: { packageId, label: 'Staff Pick', blurb: '', sortOrder: 1 } })).status).toBe(201);
  expect(
    (await call('updateTopPicks', { token, params: { id: catalogue.europe.continent_id }, body: { top_pick_one: packageId, top_pick_two: null, version: 0 } }))
      .status,
  ).toBe(200);
});

afterAll(async () => {
  await backend?.stop();
});

describe("the admin's reads of a package priced by its departures", () => {
  it('carry the price visitors see today, not the one stored at its last save, and say it comes from its open departures', async () => {
    const visitors = (await call('getPackage', { params: { id: SLUG } })).body;
    expect(allIn(visitors)).toBe(305980);
    const deals = (await call<{ packages: PackageCard[] }>('searchDeals', { body: { destinationIds: [], travelStyleIds: [], page: 1, limit: 60 } })).body
      .packages;
    expect(allIn(deals.find((card) => card.id === packageId)!)).toBe(305980);

    const row = (await call('listPackagesForAdmin', { token, query: { search: SLUG } })).body.packages[0];
    const form = (await call('getPackageEditForm', { token, params: { id: packageId } })).body;
    const bet = (await call('listBestBets', { token, query: { isFromAdmin: 'true' } })).body.find(
      (entry: { packageId: number }) => entry.packageId === packageId,
    ).package;
    const pick = (await call('listTopPicks', { token, query: { isFromAdmin: 'true' } })).body.find(
      (entry: { continent_id: number }) => entry.continent_id === catalogue.europe.continent_id,
    ).top_pick_one;
    for (const [read, answer] of Object.entries({ row, form, bet, pick })) {
      expect([read, answer.price, answer.tax]).toEqual([read, visitors.price, visitors.tax]);
      expect([read, answer.priceSource]).toEqual([read, { from: 'departures', open: 2 }]);
    }
    // The builder keeps every departure to edit, the past one too, with the dates of the day.
    expect(form.departures).toHaveLength(3);
    expect(form.dateRanges).toEqual(visitors.dateRanges);
    // A package at its own price says so.
    const own = (await call('listPackagesForAdmin', { token, query: { search: 'test-package' } })).body.packages;
    expect(own.map((entry: { priceSource: unknown }) => entry.priceSource)).toEqual(own.map(() => ({ from: 'package' })));
  });

  it('move with the day as the public reads do: a departure passing changes both alike', async () => {
    const reads = async (now: Date) => {
      const rows = (await listPackagesForAdmin({ page: 1, limit: 60, search: SLUG }, now)).packages;
      const bets = await readBestBets(true, now);
      const picks = await readTopPicks(true, now);
      return {
        visitors: await readPackageByUrl(SLUG, false, now),
        deals: (await searchDeals({ destinationIds: [], travelStyleIds: [], page: 1, limit: 60 }, now)).packages.find((card) => card.id === packageId)!,
        row: rows[0]!,
        form: await readPackageForEditing(packageId, now),
        bet: bets.find((entry) => entry.packageId === packageId)!.package!,
        pick: picks.find((entry) => entry.continent_id === catalogue.europe.continent_id)!.top_pick_one!,
      };
    };
    // The last day of the next Vancouver departure, then the day after it: Toronto's later one is the cheapest left.
    const lastDay = await reads(noonOn(addCalendarDays(today, 6)));
    const dayAfter = await reads(noonOn(addCalendarDays(today, 7)));
    for (const [read, parts] of Object.entries(lastDay)) expect([read, allIn(parts)]).toEqual([read, 305980]);
    for (const [read, parts] of Object.entries(dayAfter)) expect([read, allIn(parts)]).toEqual([read, 325920]);
    expect([lastDay.row.priceSource, dayAfter.row.priceSource, dayAfter.form.priceSource]).toEqual([
      { from: 'departures', open: 2 },
      { from: 'departures', open: 1 },
      { from: 'departures', open: 1 },
    ]);
  });
});
