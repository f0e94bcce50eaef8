import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeadRoutingSettings } from '@tdp/shared/schemas/lead-routing';
import type { AdminAccount, AgentAccount } from '@tdp/shared/schemas/people';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { LeadRoutingPage } from './lead-routing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/admin-dashboard/leads/routing';
const OPEN = { open: '09:00', close: '17:00' };

function settings(changes: Partial<LeadRoutingSettings> = {}): LeadRoutingSettings {
  return {
    agents: [],
    desk: [],
    businessHours: { monday: OPEN, tuesday: OPEN, wednesday: OPEN, thursday: OPEN, friday: OPEN, saturday: OPEN, sunday: null },
    holidays: [{ date: '2027-07-01', name: 'Canada Day' }],
    firstContactHours: 2,
    reassignAfterDeadline: false,
    version: 0,
    updatedAt: null,
    updatedBy: null,
    ...changes,
  };
}

const AUDIT = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'seed', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'seed' };

const agent = (slug: string, name: string, languages: AgentAccount['languages']): AgentAccount => ({
  slug,
  name,
  photo: null,
  bio: '',
  specialties: [],
  languages,
  city: 'Surrey',
  province: 'BC',
  email: `${slug}@example.com`,
  phone: '',
  membership: 'Connected Agent',
  status: 'active',
  profileComplete: true,
  login: null,
  ...AUDIT,
});

const ADMIN: AdminAccount = {
  id: 'admin-1',
  name: 'Alex Admin',
  username: 'alex.admin',
  email: 'alex@tbbtravel.ca',
  position: 'Manager',
  profile_picture: null,
  status: 'active',
  invitationPending: false,
  ...AUDIT,
};

function reads(overrides: Record<string, unknown> = {}) {
  return {
    getLeadRouting: { data: settings() },
    listAgentAccounts: {
      data: [agent('harpreet-gill', 'Harpreet Gill', ['english', 'punjabi']), agent('chloe-gagnon', 'Chloé Gagnon', ['english', 'french'])],
    },
    listAdminAccounts: { data: [ADMIN] },
    listContinents: [],
    ...overrides,
  };
}

describe('the lead routing screen', { timeout: 60_000 }, () => {
  it('lists every agent with their languages, and saves the rules the admin sets', async () => {
    const requests = fakeApi({
      ...reads(),
      updateLeadRouting: (request: { body: object }) => ({
        data: { ...settings(), ...request.body, version: 1, updatedAt: '2027-03-01T18:00:00.000Z', updatedBy: 'alex.admin' },
      }),
    } as never);
    renderRoutes(PATH, { [PATH]: <LeadRoutingPage /> });
    expect(await screen.findByText('These are the defaults: nothing is routed by rules until you save.')).toBeTruthy();
    const agents = screen.getByRole('region', { name: 'Agents' });
    expect(within(agents).getByText('English, French · BC')).toBeTruthy();
    fireEvent.click(within(agents).getByRole('checkbox', { name: 'Chloé Gagnon: takes routed leads' }));
    fireEvent.change(within(agents).getByRole('spinbutton', { name: 'Chloé Gagnon: most open leads' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alex Admin (alex@tbbtravel.ca)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save routing rules' }));
    expect(await screen.findByText(/Last saved/)).toBeTruthy();
    const put = requests.find((request) => request.route === 'updateLeadRouting')!;
    expect(put.body).toMatchObject({
      version: 0,
      desk: [{ name: 'Alex Admin', email: 'alex@tbbtravel.ca' }],
      agents: [
        { slug: 'harpreet-gill', receivesLeads: false, destinationIds: [], maxOpenLeads: null, awayFrom: null, awayUntil: null },
        { slug: 'chloe-gagnon', receivesLeads: true, destinationIds: [], maxOpenLeads: 8, awayFrom: null, awayUntil: null },
      ],
      firstContactHours: 2,
      businessHours: { sunday: null, monday: OPEN },
    });
  });

  it('names the field a rule refuses, before sending anything', async () => {
    const requests = fakeApi(reads() as never);
    renderRoutes(PATH, { [PATH]: <LeadRoutingPage /> });
    const agents = await screen.findByRole('region', { name: 'Agents' });
    fireEvent.change(within(agents).getByLabelText('Harpreet Gill: away from'), { target: { value: '2027-03-10' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Business hours to first contact/ }), { target: { value: '1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save routing rules' }));
    expect(await screen.findByText('Business hours to first contact must be a whole number of quarter hours, e.g. 1.5.')).toBeTruthy();
    expect(screen.getByText('Harpreet Gill: away until is required when the other end of the away period is set.')).toBeTruthy();
    expect(screen.getByText('Agency desk must name at least one admin.')).toBeTruthy();
    expect(requests.some((request) => request.route === 'updateLeadRouting')).toBe(false);
  });

  it('shows the server’s refusal on the field it names', async () => {
    fakeApi({
      ...reads({
        getLeadRouting: {
          data: settings({
            desk: [{ name: 'Alex Admin', email: 'alex@tbbtravel.ca' }],
            version: 3,
            updatedAt: '2027-03-01T18:00:00.000Z',
            updatedBy: 'alex.admin',
          }),
        },
      }),
      updateLeadRouting: () => apiError(400, 'VALIDATION_FAILED', 'Check the routing rules.', { 'agents.1.slug': 'is not a connected agent' }),
    } as never);
    renderRoutes(PATH, { [PATH]: <LeadRoutingPage /> });
    await screen.findByText(/Last saved/);
    fireEvent.click(screen.getByRole('button', { name: 'Save routing rules' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Check the routing rules.'))).toBe(true));
  });

  it('shows a failed read with a retry', async () => {
    let calls = 0;
    fakeApi({
      ...reads(),
      getLeadRouting: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'The rules could not be read.') : { data: settings() };
      },
    } as never);
    renderRoutes(PATH, { [PATH]: <LeadRoutingPage /> });
    expect((await screen.findByRole('alert')).textContent).toContain('The rules could not be read.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('These are the defaults: nothing is routed by rules until you save.')).toBeTruthy();
  });
});
