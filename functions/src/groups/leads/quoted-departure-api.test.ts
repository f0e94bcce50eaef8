import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as callCatalogue } from '../../../test/catalogue-api-client.ts';
import { createSmallCatalogue, packageBody } from '../../../test/catalogue-fixtures.ts';
import { addTwoSignedInAgents, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { daysFromToday, quoteBody } from '../../../test/lead-form-fixtures.ts';

/**
 * A quote asked from one of a package's departures keeps that departure as the visitor saw it (city, date, all-in
 * price), checked against the package when the form is sent: a departure sold out, gone or repriced since is refused
 * with a 422 naming `departure`, and nothing is stored or counted.
 */

let backend: LeadsTestBackend;
let agentA: string;
let toronto: number;
const PACKAGE = 'riviera-departures';
const DEPARTURE_DAY = daysFromToday(30);

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA } = await addTwoSignedInAgents(backend));
  const catalogue = await createSmallCatalogue(backend.adminToken);
  toronto = catalogue.departure.toronto;
  const departure = (id: string, departureCityId: number, date: string, price: number, tax: number, availability = 'available') => ({
    id,
    departureCityId,
    date,
    price,
    tax,
    occupancy: 'double',
    availability,
  });
  const created = await callCatalogue('createPackage', {
    token: backend.adminToken,
    body: packageBody({
      package_url: PACKAGE,
      dateRanges: [],
      departures: [
        departure('yvr-1', catalogue.departure.vancouver, DEPARTURE_DAY, 2000, 446.93),
        departure('yyz-1', toronto, DEPARTURE_DAY, 2200, 419.17),
        departure('yyz-sold', toronto, daysFromToday(37), 2100, 400, 'sold-out'),
      ] as never,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(() => backend.stop());

async function leadOf(reference: string) {
  const page = await call('listLeads', { query: { reference }, token: backend.adminToken });
  return (await call('getLead', { params: { id: page.body.leads[0].id }, token: backend.adminToken })).body.data;
}

const fromToronto = (departure: Record<string, unknown>) =>
  quoteBody({ packageUrl: PACKAGE, departure, departureCity: 'Toronto', departDate: DEPARTURE_DAY, preferredAgent: 'harpreet-gill' });

describe('a quote for one departure of a package', () => {
  it("stores the departure as the visitor saw it, and the admin's and the assigned agent's lead show it", async () => {
    const answer = await call('submitQuoteRequest', { body: fromToronto({ id: 'yyz-1', price: 2200, tax: 419.17 }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const expected = { id: 'yyz-1', departureCityId: toronto, cityName: 'Toronto', date: DEPARTURE_DAY, occupancy: 'double', price: 2200, tax: 419.17 };
    const lead = await leadOf(answer.body.reference);
    expect(lead.departure).toEqual(expected);
    const own = await call('getPortalLead', { params: { id: lead.id }, token: agentA });
    expect(own.status).toBe(200);
    expect(own.body.data.departure).toEqual(expected);
  });

  it('refuses a sold-out or unknown departure and one whose price changed since, with 422 naming departure, storing nothing', async () => {
    const before = (await call('listLeads', { token: backend.adminToken })).body.leads.length;
    const soldOut = await call('submitQuoteRequest', { body: fromToronto({ id: 'yyz-sold', price: 2100, tax: 400 }) });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body.error).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: { departure: 'is sold out now: choose another departure on the package page, or send without one' },
    });
    const unknown = await call('submitQuoteRequest', { body: fromToronto({ id: 'nowhere', price: 2200, tax: 419.17 }) });
    expect([unknown.status, unknown.body.error.fields]).toEqual([
      422,
      { departure: 'is no longer offered: choose another departure on the package page, or send without one' },
    ]);
    const repriced = await call('submitQuoteRequest', { body: fromToronto({ id: 'yyz-1', price: 2100, tax: 419.17 }) });
    expect([repriced.status, repriced.body.error.fields]).toEqual([422, { departure: 'has a new price since the page was loaded: check it and send again' }]);
    expect((await call('listLeads', { token: backend.adminToken })).body.leads).toHaveLength(before);
  });

  it('refuses a departure without its package with 400, and a departure of a package no longer on sale with 422', async () => {
    const alone = await call('submitQuoteRequest', { body: quoteBody({ packageUrl: undefined, departure: { id: 'yyz-1', price: 2200, tax: 419.17 } }) });
    expect([alone.status, alone.body.error.fields]).toEqual([400, { departure: 'needs the package it belongs to' }]);
    const elsewhere = await call('submitQuoteRequest', {
      body: quoteBody({ packageUrl: 'no-such-package', departure: { id: 'yyz-1', price: 2200, tax: 419.17 } }),
    });
    expect(elsewhere.status).toBe(422);
  });
});
