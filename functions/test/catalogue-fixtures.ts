import type { Continent } from '@tdp/shared/schemas/destination';
import type { PackageCreateInput } from '@tdp/shared/schemas/package';
import { expect } from 'vitest';
import { call } from './catalogue-api-client.ts';
import { storeFixturePictures, storePicturesNamedBy } from './fixture-pictures.ts';

/**
 * A small catalogue created through the admin API (so it is stored exactly as production stores it),
 * and a builder of valid package bodies.
 */

export interface SmallCatalogue {
  europe: Continent;
  asia: Continent;
  river: Continent;
  /** Destination ids by place name: `place.Paris` → `city-3`. */
  place: Record<string, string>;
  style: Record<'cruises' | 'family' | 'luxury', number>;
  departure: Record<'vancouver' | 'toronto', number>;
}

async function created<T>(result: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await result;
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function createSmallCatalogue(adminToken: string): Promise<SmallCatalogue> {
  const token = adminToken;
  const europe = await created<Continent>(
    call('createContinent', {
      token,
      body: {
        continent_name: 'Europe',
        countries: [
          { name: 'France', cities: [{ name: 'Paris' }, { name: 'Nice' }] },
          { name: 'Italy', cities: [{ name: 'Rome' }] },
        ],
      },
    }),
  );
  const asia = await created<Continent>(
    call('createContinent', { token, body: { continent_name: 'Asia', countries: [{ name: 'Japan', cities: [{ name: 'Tokyo' }, { name: 'Kyoto' }] }] } }),
  );
  const river = await created<Continent>(
    call('createContinent', { token, body: { continent_name: 'Cruise_River', countries: [{ name: 'Danube', cities: [{ name: 'Budapest' }] }] } }),
  );
  const place: Record<string, string> = {};
  for (const continent of [europe, asia, river]) {
    place[continent.continent_name] = `continent-${continent.continent_id}`;
    for (const country of continent.countries) {
      place[country.name] = `country-${country.id}`;
      for (const city of country.cities) place[city.name] = `city-${city.id}`;
    }
  }
  const style = {
    cruises: (await created<{ id: number }>(call('createTravelStyle', { token, body: { style_name: 'Cruises' } }))).id,
    family: (await created<{ id: number }>(call('createTravelStyle', { token, body: { style_name: 'Family' } }))).id,
    luxury: (await created<{ id: number }>(call('createTravelStyle', { token, body: { style_name: 'Luxury' } }))).id,
  };
  const departure = {
    vancouver: (await created<{ id: number }>(call('createDepartureCity', { token, body: { city_name: 'Vancouver' } }))).id,
    toronto: (await created<{ id: number }>(call('createDepartureCity', { token, body: { city_name: 'Toronto' } }))).id,
  };
  defaultDestinationIds = [place.Paris!];
  await storeFixturePictures([DEFAULT_BANNER]);
  return { europe, asia, river, place, style, departure };
}

/** The banner of {@link packageBody}: a real picture in the bucket once the small catalogue exists. */
const DEFAULT_BANNER = 'package-images/banner-beach.png';

let sequence = 0;
/** Publishing needs a destination: bodies default to the small catalogue's Paris once it exists. */
let defaultDestinationIds: string[] = [];

/** Fields a test may override; destination ids as plain strings, so `city-${id}` can be written inline. */
export type PackageOverrides = Partial<Omit<PackageCreateInput, 'destinationIds'>> & { destinationIds?: string[] };

/** A valid, published package body (in Paris once the small catalogue exists); `overrides` replace whole fields. */
export function packageBody(overrides: PackageOverrides = {}): PackageCreateInput {
  sequence += 1;
  return {
    package_url: `test-package-${sequence}`,
    title: `Test package ${sequence}`,
    banner_image: DEFAULT_BANNER,
    price: 1000 + sequence,
    tax: 200,
    icons_data: [{ icon: 'plane', text1: 'Return flights from Vancouver' }],
    dateRanges: [{ id: 'd1', type: 'range', start: '2027-01-10', end: '2027-03-31' }],
    destinationIds: defaultDestinationIds,
    travelStyleIds: [],
    departureCityIds: [],
    status: 'published',
    validFrom: null,
    validUntil: null,
    seo: { title: '', description: '' },
    tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week of sun, sea and good food.', durationNights: 7 } }],
    ...overrides,
  } as PackageCreateInput;
}

/** Creates a package through the API and returns it (fails the test on anything but 201). */
export async function createPackage(
  adminToken: string,
  overrides: PackageOverrides,
): Promise<{ id: number; package_url: string; version: number; title: string }> {
  const body = packageBody(overrides);
  await storePicturesNamedBy(body);
  return created(call('createPackage', { token: adminToken, body }));
}
