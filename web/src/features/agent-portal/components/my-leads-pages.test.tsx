import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadStatusOf, type AgentLead, type AgentLeadSummary } from '@tdp/shared/schemas/lead-records';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { MyLeadPage } from './my-lead-page.tsx';
import { MyLeadsPage } from './my-leads-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '01JD8X3V5W9K2M4N6P8Q0R2S4T';

function summary(changes: Partial<AgentLeadSummary> = {}): AgentLeadSummary {
  return {
    id: ID,
    reference: 'TBB-7K4F-29',
    kind: 'general',
    language: 'en',
    status: 'new',
    createdAt: '2026-11-03T17:20:00.000Z',
    firstName: 'Priya',
    lastName: 'Sandhu',
    headline: 'Lisbon and Porto',
    packageUrl: 'lisbon-and-porto',
    version: 1,
    ...changes,
  };
}

function lead(changes: Partial<AgentLead> = {}): AgentLead {
  return {
    ...summary(),
    type: 'quote',
    email: 'priya@example.com',
    phone: '604-555-0147',
    source: '/deals/lisbon-and-porto',
    packageTitle: 'Lisbon and Porto by Rail',
    request: {
      preferredContact: 'phone',
      destinations: 'Lisbon and Porto',
      departureCity: 'Vancouver',
      travelDates: '2027-05-01 to 2027-05-14',
      travellers: '2 adults',
      budgetPerPerson: '',
      travelStyles: '',
      groupDetails: '',
      subject: '',
      message: 'Window seats please.',
    },
    notes: [],
    activity: [],
    assignment: { method: 'share-link', reason: 'share link', at: '2026-11-03T17:00:00.000Z' },
    firstContactDueAt: '2026-11-03T19:00:00.000Z',
    updatedAt: '2026-11-03T17:20:00.000Z',
    ...changes,
  };
}

describe('My leads', () => {
  it("lists the agent's leads and filters by status through the API", async () => {
    const requests = fakeApi({
      listPortalLeads: (request) => (request.query.get('status') === 'booked' ? { leads: [], nextCursor: null } : { leads: [summary()], nextCursor: null }),
    });
    renderWithProviders(<MyLeadsPage />, { path: '/agent-dashboard/MyLeads', routePath: '/agent-dashboard/MyLeads' });
    const link = await screen.findByRole('link', { name: 'Priya Sandhu' });
    expect(link.getAttribute('href')).toBe(`/agent-dashboard/MyLeads/${ID}`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'booked' } });
    expect(await screen.findByText('None of your leads has this status.')).toBeTruthy();
    expect(requests.at(-1)!.query.get('status')).toBe('booked');
  });

  it("shows the customer's details, what they asked and the package, and saves a status with a note", async () => {
    const requests = fakeApi({
      getPortalLead: { data: lead() },
      updatePortalLead: (request) => ({
        data: lead({
          status: leadStatusOf(request.body.status ?? 'new'),
          version: 2,
          notes: [{ at: '2026-11-04T18:00:00.000Z', by: 'Pat Agent', role: 'agent', text: request.body.note ?? '' }],
        }),
      }),
    });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'priya@example.com' }).getAttribute('href')).toBe('mailto:priya@example.com');
    const asked = screen.getByRole('region', { name: 'What they asked' });
    expect(within(asked).getByRole('link', { name: 'Lisbon and Porto by Rail' }).getAttribute('href')).toBe('/deals/lisbon-and-porto');
    expect(within(asked).getByText('Vancouver')).toBeTruthy();
    expect(within(asked).queryByText('Budget per person')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Add a note/ }), { target: { value: 'Called, sending options.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Called, sending options.')).toBeTruthy();
    const patch = requests.find((request) => request.route === 'updatePortalLead')!;
    expect(patch.body).toEqual({ version: 1, status: 'contacted', note: 'Called, sending options.' });
  });

  it('says why the lead is the agent’s and by when to call, and hands it back with a reason, refusing an empty one', async () => {
    const requests = fakeApi({ getPortalLead: { data: lead() }, handBackPortalLead: () => undefined, listPortalLeads: { leads: [], nextCursor: null } });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    expect((await screen.findByTestId('lead-assignment-reason')).textContent).toBe('share link');
    expect(screen.getByText('Contact them by')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hand back to the agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand this lead back?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand back' }));
    expect(await within(dialog).findByText('Reason must say why, in a few words.')).toBeTruthy();
    expect(requests.some((request) => request.route === 'handBackPortalLead')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Away until the 20th' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand back' }));
    await waitFor(() =>
      expect(requests.find((request) => request.route === 'handBackPortalLead')?.body).toEqual({ version: 1, reason: 'Away until the 20th' }),
    );
  });

  it('shows the language of the site the lead came from, in the list and on the lead', async () => {
    fakeApi({ listPortalLeads: { leads: [summary({ language: 'fr' })], nextCursor: null } });
    const list = renderWithProviders(<MyLeadsPage />, { path: '/agent-dashboard/MyLeads', routePath: '/agent-dashboard/MyLeads' });
    await screen.findByRole('link', { name: 'Priya Sandhu' });
    expect(screen.getByText(/· French ·/)).toBeTruthy();
    list.unmount();

    fakeApi({ getPortalLead: { data: lead({ language: 'fr' }) } });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Language')).toBeTruthy();
    expect(within(customer).getByText('French', { exact: true })).toBeTruthy();
  });

  it('shows the departure the customer asked about: city, date and all-in price', async () => {
    fakeApi({
      getPortalLead: {
        data: lead({
          departure: { id: 'yyz-1205', departureCityId: 3, cityName: 'Toronto', date: '2026-12-05', occupancy: 'double', price: 2200, tax: 419.17 },
        }),
      },
    });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    const asked = await screen.findByRole('region', { name: 'What they asked' });
    expect(
      within(asked).getByText('From Toronto, Dec 5, 2026 · Double occupancy · $2,619.17 per person, all in ($2,200 + $419.17 taxes and fees)'),
    ).toBeTruthy();
  });

  it('says the lead changed and offers Reload when the save is stale (409)', async () => {
    fakeApi({
      getPortalLead: { data: lead() },
      updatePortalLead: () => apiError(409, 'CONFLICT', 'This lead changed since you loaded it.', { version: 'is out of date' }),
    });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This lead changed'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("says a lead that is not the agent's is not among theirs (404)", async () => {
    fakeApi({ getPortalLead: () => apiError(404, 'NOT_FOUND', 'There is no such lead.') });
    renderWithProviders(<MyLeadPage />, { path: `/agent-dashboard/MyLeads/${ID}`, routePath: '/agent-dashboard/MyLeads/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my leads' }).getAttribute('href')).toBe('/agent-dashboard/MyLeads');
  });
});
