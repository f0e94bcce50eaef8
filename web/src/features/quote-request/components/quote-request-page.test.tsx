import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { AGENT_ATTRIBUTION_KEY } from '../../../lib/agent-attribution.ts';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { DisneyQuotePage, GeneralQuotePage, GroupQuotePage, quotePrefillFrom } from './quote-request-page.tsx';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { apiError, fakeApi, reply, type FakeHandler } from '../../../test/fake-api.ts';
import { formatDate } from '../../../lib/intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const harpreet: AgentProfile = {
  slug: 'harpreet-gill',
  name: 'Harpreet Gill',
  photo: null,
  bio: 'River cruises.',
  specialties: ['river-cruises'],
  languages: ['english', 'punjabi'],
  city: 'Surrey',
  province: 'BC',
  email: 'harpreet@example.com',
  phone: '604-555-0111',
  membership: 'Senior Connected Agent',
  status: 'active',
};

const audit = { version: 1, createdAt: '2026-01-05T10:00:00.000Z', createdBy: 'admin', updatedAt: '2026-01-05T10:00:00.000Z', updatedBy: 'admin' };

const lisbonPackage: PublicPackage = {
  id: 7,
  package_url: 'lisbon-and-porto-by-rail',
  title: 'Lisbon and Porto by Rail',
  banner_image: 'package-images/lisbon.png',
  price: 2499,
  tax: 310,
  icons_data: [],
  dateRanges: [],
  destinationIds: ['country-12'],
  travelStyleIds: [18],
  departureCityIds: [],
  status: 'published',
  validFrom: null,
  validUntil: null,
  seo: { title: '', description: '' },
  tabs: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function stubQuoteApi(submit: FakeHandler<'submitQuoteRequest'> = reply(201, { reference: 'TBB-7K4F-29' })) {
  return fakeApi({
    listAgents: { data: [harpreet] },
    listTravelStyles: [{ id: 18, style_name: 'Rail Journeys', ...audit }],
    getPackage: lisbonPackage,
    listDepartureCities: [
      { id: 1, city_name: 'Vancouver', ...audit },
      { id: 2, city_name: 'Calgary', ...audit },
    ],
    submitQuoteRequest: submit,
  });
}

function field(label: RegExp) {
  return screen.getByLabelText(label);
}

function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillRequiredFields() {
  type(/^First name/, 'Priya');
  type(/^Last name/, 'Sandhu');
  type(/^Email/, 'priya@example.com');
  type(/^Departure date/, inDays(45));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
}

describe('quote request pages', { timeout: 20_000 }, () => {
  it('shows the package a visitor came from, prefills where, and lands on /thank-you with the reference', async () => {
    const requests = stubQuoteApi();
    const { router } = renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote?package=lisbon-and-porto-by-rail' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a quote' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Lisbon and Porto by Rail' })).toBeTruthy();
    await waitFor(() => expect((field(/^Where would you like to go/) as HTMLInputElement).value).toBe('Lisbon and Porto by Rail'));

    fillRequiredFields();
    send();

    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(router.state.location.search).toBe('?reference=TBB-7K4F-29');
    expect(router.state.location.state).toEqual({ reference: 'TBB-7K4F-29', leadType: 'quote' });
    const sent = requests.find((request) => request.method === 'POST')!.body;
    expect(sent).toMatchObject({
      kind: 'general',
      packageUrl: 'lisbon-and-porto-by-rail',
      destinations: 'Lisbon and Porto by Rail',
      destinationIds: ['country-12'],
      // The package's styles are not ticked for the visitor.
      travelStyleIds: [],
      travellers: { adults: 2, seniors: 0, childAges: [] },
      consentToContact: true,
      marketingOptIn: false,
      source: '/request-a-quote?package=lisbon-and-porto-by-rail',
    });
    expect(sent).not.toHaveProperty('website');
  });

  it("prefills a departure's city and day from a package page's departure link, and sends them", async () => {
    const requests = stubQuoteApi();
    const date = inDays(40);
    const path = `/request-a-quote?package=lisbon-and-porto-by-rail&from=2&date=${date}`;
    const { router } = renderWithProviders(<GeneralQuotePage />, { path });
    await screen.findByRole('link', { name: 'Lisbon and Porto by Rail' });
    await waitFor(() => expect((field(/^Departing from/) as HTMLInputElement).value).toBe('Calgary'));
    expect((field(/^Departure date/) as HTMLInputElement).value).toBe(date);
    type(/^First name/, 'Priya');
    type(/^Last name/, 'Sandhu');
    type(/^Email/, 'priya@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({
      packageUrl: 'lisbon-and-porto-by-rail',
      departureCity: 'Calgary',
      departDate: date,
      source: path,
    });
  });

  it("shows the departure a package page's link names (its city, days and all-in price, no other date) and sends it with that price", async () => {
    const date = inDays(40);
    const departures = [
      { id: 'yvr-1', departureCityId: 1, date, price: 2000, tax: 446.93, occupancy: 'double', availability: 'available' },
      { id: 'yyc-1', departureCityId: 2, date: inDays(47), price: 2200, tax: 419.17, occupancy: 'double', availability: 'limited' },
    ] as const;
    const requests = fakeApi({
      listAgents: { data: [harpreet] },
      listTravelStyles: [],
      getPackage: { ...lisbonPackage, price: 2000, tax: 446.93, departures: [...departures] },
      listDepartureCities: [
        { id: 1, city_name: 'Vancouver', ...audit },
        { id: 2, city_name: 'Calgary', ...audit },
      ],
      submitQuoteRequest: reply(201, { reference: 'TBB-7K4F-29' }),
    });
    const path = `/request-a-quote?package=lisbon-and-porto-by-rail&departure=yyc-1&from=2&date=${departures[1].date}`;
    const { router } = renderWithProviders(<GeneralQuotePage />, { path });
    const card = (await screen.findByRole('link', { name: 'Lisbon and Porto by Rail' })).closest('article')!;
    await waitFor(() => expect(card.textContent).toContain('$2,619.17per person, all in, from Calgary'));
    expect(card.textContent).not.toMatch(/From|\$2,446\.93/);
    expect(card.textContent).not.toContain(formatDate(date));
    const departure = screen.getByRole('group', { name: 'Departure' });
    expect(departure.textContent).toContain(`From Calgary, ${formatDate(departures[1].date)}`);
    expect(departure.textContent).toContain('$2,619.17');
    expect((field(/^Departing from/) as HTMLInputElement).value).toBe('Calgary');

    type(/^First name/, 'Priya');
    type(/^Last name/, 'Sandhu');
    type(/^Email/, 'priya@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({
      departure: { id: 'yyc-1', price: 2200, tax: 419.17 },
      departureCity: 'Calgary',
    });
  });

  it('says so when the departure a link names no longer sells, and when the server finds its price changed, shows the new one', async () => {
    const date = inDays(40);
    let price = 2200;
    const packageWith = (availability: string) =>
      ({ ...lisbonPackage, departures: [{ id: 'yvr-1', departureCityId: 1, date, price, tax: 400, occupancy: 'double', availability }] }) as PublicPackage;
    let availability = 'sold-out';
    fakeApi({
      listAgents: { data: [] },
      listTravelStyles: [],
      getPackage: () => packageWith(availability),
      listDepartureCities: [{ id: 1, city_name: 'Vancouver', ...audit }],
      submitQuoteRequest: () => {
        price = 2300;
        return apiError(422, 'UNPROCESSABLE', 'The departure you chose cannot be quoted as shown.', {
          departure: 'has a new price since the page was loaded: check it and send again',
        });
      },
    });
    const view = renderWithProviders(<GeneralQuotePage />, { path: `/request-a-quote?package=lisbon-and-porto-by-rail&departure=yvr-1&date=${date}` });
    expect(await screen.findByText(/The departure you chose is no longer open/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Departure' })).toBeNull();
    view.unmount();

    availability = 'available';
    renderWithProviders(<GeneralQuotePage />, { path: `/request-a-quote?package=lisbon-and-porto-by-rail&departure=yvr-1&date=${date}` });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Departure' }).textContent).toContain('$2,600'));
    fillRequiredFields();
    send();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Departure' }).textContent).toContain('$2,700'));
    expect(screen.getByText('Departure has a new price since the page was loaded: check it and send again.')).toBeTruthy();
  });

  it('takes a city named as text, and leaves out a departure day already past', () => {
    expect(quotePrefillFrom('/request-a-quote', '?from=Kelowna&date=2027-04-01', [], '2027-04-02')).toMatchObject({ departureCity: 'Kelowna' });
    expect(quotePrefillFrom('/request-a-quote', '?from=Kelowna&date=2027-04-01', [], '2027-04-02')).not.toHaveProperty('departDate');
    expect(quotePrefillFrom('/request-a-quote', '?from=9&date=2027-04-02', [{ id: 1, city_name: 'Vancouver' }], '2027-04-02')).toEqual(
      expect.not.objectContaining({ departureCity: expect.anything() }),
    );
    expect(quotePrefillFrom('/request-a-quote', '?date=2027-04-02', [], '2027-04-02')).toMatchObject({ departDate: '2027-04-02' });
  });

  it('says what is wrong with a field when it is left, and focuses the first invalid field on send', async () => {
    const requests = stubQuoteApi();
    renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote' });
    await screen.findByRole('heading', { level: 1, name: 'Request a quote' });

    type(/^Email/, 'priya-at-example');
    fireEvent.blur(field(/^Email/));
    expect(await screen.findByText('Email must be an e-mail address.')).toBeTruthy();
    expect(screen.queryByText('First name is required.')).toBeNull();

    send();
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Where would you like to go? is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^First name/)));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the fields a 400 names under those fields', async () => {
    stubQuoteApi(apiError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { email: 'is not an address we can write to' }));
    renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote' });
    await screen.findByRole('heading', { level: 1, name: 'Request a quote' });
    fillRequiredFields();
    type(/^Where would you like to go/, 'Iceland');
    send();
    expect(await screen.findByText('Email is not an address we can write to.')).toBeTruthy();
    expect(screen.getByText('Some answers need another look')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
  });

  it('tells the visitor how many minutes to wait after too many requests', async () => {
    stubQuoteApi(apiError(429, 'TOO_MANY_REQUESTS', 'Too many.', undefined, { 'Retry-After': '541' }));
    renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote' });
    await screen.findByRole('heading', { level: 1, name: 'Request a quote' });
    fillRequiredFields();
    type(/^Where would you like to go/, 'Iceland');
    send();
    const alert = await screen.findByText(/Please try again in 10 minutes, or call us at 1-866-555-0142/);
    expect(alert).toBeTruthy();
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    stubQuoteApi();
    const { container } = renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote' });
    await screen.findByRole('heading', { level: 1, name: 'Request a quote' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/, hidden: false })).toBeNull();
  });

  it("addresses the request to the visit's agent and sends the attribution", async () => {
    sessionStorage.setItem(AGENT_ATTRIBUTION_KEY, 'harpreet-gill');
    const requests = stubQuoteApi();
    renderWithProviders(<GeneralQuotePage />, { path: '/request-a-quote' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a quote from Harpreet Gill' })).toBeTruthy();
    await waitFor(() => expect((field(/^Preferred connected agent/) as HTMLSelectElement).value).toBe('harpreet-gill'));
    fillRequiredFields();
    type(/^Where would you like to go/, 'The Danube');
    send();
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({ agent: 'harpreet-gill', preferredAgent: 'harpreet-gill' });
  });

  it('preselects the group type a group travel page links with, and asks for the group instead of ages', async () => {
    const requests = stubQuoteApi();
    renderWithProviders(<GroupQuotePage />, { path: '/group-travel-request-a-quote?groupType=destination-wedding' });
    await screen.findByRole('heading', { level: 1, name: 'Request a group travel quote' });
    expect((field(/^Kind of group trip/) as HTMLSelectElement).value).toBe('destination-wedding');
    expect(screen.queryByLabelText(/^Adults/)).toBeNull();
    fillRequiredFields();
    type(/^Where would you like to go/, 'Riviera Maya');
    type(/^Name of the group/, 'Gill–Chen wedding');
    type(/^Number of travellers/, '48');
    send();
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({ kind: 'group', groupType: 'destination-wedding', groupSize: 48 });
  });

  it('asks the Disney form which Disney destination', async () => {
    stubQuoteApi();
    renderWithProviders(<DisneyQuotePage />, { path: '/disney-request-a-quote' });
    await screen.findByRole('heading', { level: 1, name: 'Request a Disney vacation quote' });
    send();
    expect(await screen.findByText('Disney destination is required.')).toBeTruthy();
  });
});
