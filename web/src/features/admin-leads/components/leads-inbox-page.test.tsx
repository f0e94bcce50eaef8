import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import type { LeadDetail, LeadSummary } from '@tdp/shared/schemas/lead-records';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { LeadDetailPage } from './lead-detail-page.tsx';
import { LeadsInboxPage } from './leads-inbox-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function summary(id: string, overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id,
    reference: null,
    type: 'quote',
    kind: 'general',
    language: 'en',
    status: 'new',
    createdAt: '2026-11-03T17:20:00.000Z',
    firstName: 'Priya',
    lastName: 'Sandhu',
    email: 'priya@example.com',
    phone: null,
    headline: 'Lisbon and Porto',
    attributedAgent: null,
    assignedAgent: null,
    source: '/request-a-quote',
    packageUrl: null,
    failedSends: 0,
    version: 1,
    ...overrides,
  };
}

const FIRST = '01JQ00000000000000000000A1';
const SECOND = '01JQ00000000000000000000A2';
const HARPREET: AgentProfile = {
  slug: 'harpreet-gill',
  name: 'Harpreet Gill',
  photo: null,
  bio: 'River cruises.',
  specialties: [],
  languages: ['english'],
  city: 'Surrey',
  province: 'BC',
  email: 'harpreet@example.com',
  phone: '604-555-0111',
  membership: 'Connected Agent',
  status: 'active',
};
const AGENTS = { data: [HARPREET] };

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Leads' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent ?? '');
}

describe('LeadsInboxPage', { timeout: 20_000 }, () => {
  it('lists leads newest first, and loads the next page with the cursor', async () => {
    const requests = fakeApi({
      listAgents: AGENTS,
      listLeads: (request) =>
        request.query.get('cursor') === 'page-2'
          ? {
              leads: [summary(SECOND, { firstName: 'Amrit', lastName: 'Dhillon', kind: 'application', type: 'application', headline: 'Abbotsford, BC' })],
              nextCursor: null,
            }
          : { leads: [summary(FIRST, { assignedAgent: 'harpreet-gill', failedSends: 1, language: 'fr' })], nextCursor: 'page-2' },
    });
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(rowNames()).toEqual(['Priya Sandhu']);
    expect(screen.getByRole('link', { name: 'Priya Sandhu' }).getAttribute('href')).toBe(`/admin-dashboard/leads/${FIRST}`);
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(await within(table).findByText('Harpreet Gill')).toBeTruthy();
    expect(screen.getByText('1 e-mail failed')).toBeTruthy();
    // The language of the site it came from, at a glance.
    expect(within(within(table).getAllByRole('row')[1]!).getByText('French', { exact: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowNames()).toEqual(['Priya Sandhu', 'Amrit Dhillon']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((request) => request.path === '/api/admin/leads').map((request) => request.query.get('cursor'))).toContain('page-2');
  });

  it('says why the leads could not be loaded, and tries again on request', async () => {
    let fail = true;
    fakeApi({
      listAgents: AGENTS,
      listLeads: () => (fail ? apiError(503, 'INTERNAL', 'The service is busy.') : { leads: [summary(FIRST)], nextCursor: null }),
    });
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the leads');
    expect(alert.textContent).toContain('The service is busy.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['Priya Sandhu']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the filters from the address and keeps changes in it', async () => {
    const requests = fakeApi({
      listAgents: AGENTS,
      listLeads: { leads: [], nextCursor: null },
    });
    const { router } = renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads?status=new&from=2026-11-01' });
    expect(await screen.findByText('No lead matches these filters')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'application' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=application&status=new&from=2026-11-01'));
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/api/admin/leads').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ type: 'application', status: 'new', from: '2026-11-01' });
    });
  });

  it('searches what the admin types once the typing stops: a reference however it is typed, a name, a phone', async () => {
    const requests = fakeApi({
      listAgents: AGENTS,
      listLeads: (request) =>
        request.query.get('q') === 'tbb 7k4f 29'
          ? { leads: [summary(FIRST, { reference: 'TBB-7K4F-29' })], nextCursor: null }
          : request.query.get('q') === '604 555 0111'
            ? { leads: [summary(SECOND, { firstName: 'Amrit', lastName: 'Dhillon', phone: '604-555-0111' })], nextCursor: null }
            : {
                leads: [summary(FIRST, { reference: 'TBB-7K4F-29' }), summary(SECOND, { firstName: 'Amrit', lastName: 'Dhillon', reference: 'TBB-AB12-CD' })],
                nextCursor: null,
              },
    });
    const { router } = renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads' });
    await waitFor(() => expect(rowNames()).toEqual(['Priya Sandhu', 'Amrit Dhillon']));
    expect(screen.getByText('TBB-AB12-CD')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: /Search/ });
    // One character is not a search yet.
    fireEvent.change(search, { target: { value: 't' } });
    fireEvent.change(search, { target: { value: 'tbb 7k4f 29' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=tbb+7k4f+29'));
    await waitFor(() => expect(rowNames()).toEqual(['Priya Sandhu']));
    const searches = requests.filter((request) => request.path === '/api/admin/leads').map((request) => request.query.get('q'));
    expect(searches).toEqual([null, 'tbb 7k4f 29']);
    fireEvent.change(search, { target: { value: '604 555 0111' } });
    await waitFor(() => expect(rowNames()).toEqual(['Amrit Dhillon']));
    fireEvent.change(search, { target: { value: 'TBB-7K4F-2U' } });
    expect(screen.getByText('A reference is TBB- then 4 and 2 letters or digits.')).toBeTruthy();
  });

  it('says how far back a search looked, and searches older leads on request', async () => {
    const requests = fakeApi({
      listAgents: AGENTS,
      listLeads: (request) =>
        request.query.get('cursor') === 'older'
          ? { leads: [summary(SECOND, { firstName: 'Amrit', lastName: 'Dhillon' })], nextCursor: null }
          : { leads: [], nextCursor: 'older', searchedSince: '2026-06-01T19:00:00.000Z' },
    });
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads?q=dhillon' });
    expect(await screen.findByText('No match among the leads received since Jun 1, 2026, 12:00 p.m..')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search older leads' }));
    await waitFor(() => expect(rowNames()).toEqual(['Amrit Dhillon']));
    const reads = requests.filter((request) => request.path === '/api/admin/leads');
    expect(new Set(reads.map((request) => request.query.get('q')))).toEqual(new Set(['dhillon']));
    expect(reads.at(-1)!.query.get('cursor')).toBe('older');
  });

  it('exports the filtered leads as a CSV file download', async () => {
    fakeApi({
      listAgents: AGENTS,
      listLeads: { leads: [summary(FIRST)], nextCursor: null },
      exportLeads: (request) => ({
        fileName: 'leads-2026-11-03.csv',
        contentType: 'text/csv; charset=utf-8',
        csv: `\uFEFFid,status\r\n${FIRST},${request.query.get('status')}\r\n`,
        rowCount: 1,
        truncated: false,
      }),
    });
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:leads'), revokeObjectURL: () => undefined }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads?status=new' });
    await screen.findByRole('table', { name: 'Leads' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['leads-2026-11-03.csv']));
    expect(saved[0]!.type).toBe('text/csv; charset=utf-8');
    expect(await saved[0]!.text()).toContain(`${FIRST},new`);
  });
});

function detail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...summary(FIRST),
    phone: '604-555-0147',
    marketingOptIn: true,
    packageTitle: null,
    form: {
      kind: 'general',
      firstName: 'Priya',
      preferredContact: 'phone',
      destinations: 'Lisbon and Porto',
      travellers: { adults: 2, seniors: 0, childAges: [] },
      travelStyleIds: [18],
      budgetPerPerson: '3000-5000',
    },
    notes: [{ at: '2026-11-03T18:00:00.000Z', by: 'admin', role: 'admin', visibility: 'internal', text: 'Called, left a message.' }],
    activity: [
      { at: '2026-11-03T18:00:00.000Z', by: 'admin', role: 'admin', change: 'note', from: null, to: null },
      { at: '2026-11-03T19:00:00.000Z', by: 'pat.agent', role: 'agent', change: 'status', from: 'new', to: 'contacted' },
    ],
    sends: [
      { type: 'quote-received-agency', to: 'leads@tbbtravel.ca', status: 'sent', messageId: 'm1', at: '2026-11-03T17:20:01.000Z' },
      { type: 'quote-received-customer', to: 'priya@example.com', status: 'failed', error: 'mailbox unavailable', at: '2026-11-03T17:20:02.000Z' },
    ],
    updatedAt: '2026-11-03T18:00:00.000Z',
    updatedBy: 'admin',
    ...overrides,
  };
}

describe('LeadDetailPage', { timeout: 20_000 }, () => {
  function renderLead() {
    return renderWithProviders(<LeadDetailPage />, { path: `/admin-dashboard/leads/${FIRST}`, routePath: '/admin-dashboard/leads/:id' });
  }

  it('shows what the person asked, the notes and the e-mails the lead caused', async () => {
    fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [{ id: 18, style_name: 'Rail Journeys', ...audit() }],
      getLead: forParams({ id: FIRST }, { data: detail({ language: 'fr' }) }),
    });
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu: Quote' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Language (their e-mails)')).toBeTruthy();
    expect(within(contact).getByText('French', { exact: true })).toBeTruthy();
    expect(screen.getByText('Lisbon and Porto')).toBeTruthy();
    expect(screen.getByText('$3,000 to $5,000')).toBeTruthy();
    expect(await screen.findByText('Rail Journeys')).toBeTruthy();
    expect(screen.getByText('Phone call')).toBeTruthy();
    expect(screen.getByText('Called, left a message.')).toBeTruthy();
    expect(screen.getByText('Failed: mailbox unavailable')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Quote request, to the agency' })).toBeTruthy();
    // The history says who changed what, the agent's changes as well as the admins'.
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.textContent).toContain('Status: New → Contacted');
    expect(history.textContent).toContain('pat.agent (agent)');
    expect(history.textContent).toContain('Added a note');
  });

  it('shows the departure a quote asked about as the visitor saw it: city, date and all-in price', async () => {
    fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [],
      getLead: forParams(
        { id: FIRST },
        {
          data: detail({
            departure: { id: 'yyz-1205', departureCityId: 3, cityName: 'Toronto', date: '2026-12-05', occupancy: 'double', price: 2200, tax: 419.17 },
            form: { ...detail().form, departure: { id: 'yyz-1205', price: 2200, tax: 419.17 } },
          }),
        },
      ),
    });
    renderLead();
    const asked = await screen.findByRole('region', { name: 'What they asked' });
    expect(within(asked).getByText('Departure')).toBeTruthy();
    expect(
      within(asked).getByText('From Toronto, Dec 5, 2026 · Double occupancy · $2,619.17 per person, all in ($2,200 + $419.17 taxes and fees)'),
    ).toBeTruthy();
    // The departure as sent (its id and price) is not listed again under its field name.
    expect(within(asked).queryByText(/yyz-1205/)).toBeNull();
  });

  it('warns staff when the address bounced, in words they can act on', async () => {
    fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [],
      getLead: forParams(
        { id: FIRST },
        {
          data: detail({
            emailProblem: {
              kind: 'bounce',
              address: 'priya@example.com',
              at: '2026-11-03T17:25:00.000Z',
              detail: 'Permanent/General: smtp; 550 5.1.1 user unknown',
            },
          }),
        },
      ),
    });
    renderLead();
    const warning = await screen.findByTestId('lead-email-problem');
    expect(within(warning).getByText('E-mail to this address bounced')).toBeTruthy();
    expect(warning.textContent).toContain('Mail to priya@example.com came back as undeliverable');
    expect(warning.textContent).toContain('550 5.1.1 user unknown');
  });

  it('shows no e-mail warning for a lead whose mail was delivered', async () => {
    fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [],
      getLead: forParams({ id: FIRST }, { data: detail() }),
    });
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu: Quote' });
    expect(screen.queryByTestId('lead-email-problem')).toBeNull();
  });

  it('saves a status, an agent and a note at the version loaded', async () => {
    let current = detail();
    const requests = fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [],
      getLead: forParams({ id: FIRST }, () => ({ data: current })),
      updateLead: forParams({ id: FIRST }, () => {
        current = detail({
          status: 'contacted',
          assignedAgent: 'harpreet-gill',
          version: 2,
          notes: [...current.notes, { at: '2026-11-04T10:00:00.000Z', by: 'admin', role: 'admin', visibility: 'shared', text: 'Sent options.' }],
        });
        return { data: current };
      }),
    });
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu: Quote' });
    await screen.findByRole('option', { name: 'Harpreet Gill' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Assigned agent' }), { target: { value: 'harpreet-gill' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Add a note/ }), { target: { value: 'Sent options.' } });
    // A note is internal until the admin shares it with the agent.
    expect((screen.getByRole('radio', { name: 'Internal: admins only' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Shared with the assigned agent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Sent options.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')!.body).toEqual({
      version: 1,
      status: 'contacted',
      assignedAgent: 'harpreet-gill',
      note: 'Sent options.',
      noteVisibility: 'shared',
    });
    // Each note says who reads it.
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Internal')).toBeTruthy();
    expect(within(notes).getByText('Shared with the agent')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Add a note/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('says when someone else changed the lead first, and reloads it', async () => {
    let version = 1;
    const requests = fakeApi({
      listAgents: AGENTS,
      listTravelStyles: [],
      getLead: forParams({ id: FIRST }, () => ({ data: detail({ version, status: version === 1 ? 'new' : 'booked' }) })),
      updateLead: forParams({ id: FIRST }, () => {
        version = 2;
        return apiError(409, 'CONFLICT', 'This lead changed since you loaded it.', { version: 'is out of date' });
      }),
    });
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Priya Sandhu: Quote' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'contacted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Someone else changed this lead')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('booked'));
    expect(screen.queryByText('Someone else changed this lead')).toBeNull();
    expect(requests.filter((request) => request.method === 'GET' && request.path === `/api/admin/leads/${FIRST}`)).toHaveLength(2);
  });
});
