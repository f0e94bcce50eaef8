import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AdminAccount, AgentAccount } from '@tdp/shared/schemas/people';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { AdminFormPage } from './admin-form-page.tsx';
import { AgentFormPage } from './agent-form-page.tsx';
import { AdminsPage } from './admins-page.tsx';
import { AgentsPage } from './agents-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const AGENT: AgentAccount = {
  slug: 'jordan-lee',
  name: 'Jordan Lee',
  photo: null,
  bio: 'Sun holidays for families.',
  specialties: ['family-travel'],
  languages: ['english', 'cantonese'],
  city: 'Burnaby',
  province: 'BC',
  email: 'jordan.lee@example.com',
  phone: '604-555-0110',
  membership: 'Connected Agent',
  status: 'active',
  profileComplete: true,
  login: { userId: '5d1c6a8e-0f5e-4f7e-9d43-2b8a1f0c9e11', username: 'agent', status: 'active', invitationPending: false },
  version: 3,
  createdAt: '2026-05-01T16:00:00.000Z',
  createdBy: 'seed',
  updatedAt: '2026-05-01T16:00:00.000Z',
  updatedBy: 'seed',
};

const PENDING_AGENT: AgentAccount = {
  ...AGENT,
  slug: 'amelie-roy',
  name: 'Amélie Roy',
  login: { userId: 'x', username: 'aroy', status: 'active', invitationPending: true },
};

const ADMIN_ACCOUNT: AdminAccount = {
  id: '0b9f4c1e-3a52-4c8e-9a61-7d2e5f8b1c20',
  name: 'Morgan Diaz',
  username: 'mdiaz',
  email: 'morgan.diaz@example.com',
  position: 'Agent Success Manager',
  profile_picture: null,
  status: 'active',
  invitationPending: true,
  version: 1,
  createdAt: '2026-05-01T16:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-05-01T16:00:00.000Z',
  updatedBy: 'admin',
};

const INVITATION = { data: { sentTo: 'x@example.com', sent: true, expiresAt: '2026-07-15T16:00:00.000Z' } };

async function fill(user: UserEvent, name: RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

describe('agent screens', { timeout: 60_000 }, () => {
  it('creates an agent with a login (no password) and says the invitation went out', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    fakeApi({
      createAgentAccount: (request) => {
        bodies.push(request.body);
        return {
          data: { ...AGENT, slug: 'amelie-roy', name: 'Amélie Roy', login: { userId: 'x', username: 'aroy', status: 'active', invitationPending: true } },
          invitation: { sentTo: 'amelie.roy@example.com', sent: true, expiresAt: '2026-07-15T16:00:00.000Z' },
        };
      },
      listAgentAccounts: { data: [] },
    });
    const { router } = renderRoutes('/admin-dashboard/agent/add', {
      '/admin-dashboard/agent/add': <AgentFormPage />,
      '/admin-dashboard/agent/list': <AgentsPage />,
    });
    await fill(user, /^Name/, 'Amélie Roy');
    expect((screen.getByRole('textbox', { name: /^Profile address/ }) as HTMLInputElement).value).toBe('amelie-roy');
    await fill(user, /^Username/, 'aroy');
    await fill(user, /^E-mail/, 'amelie.roy@example.com');
    await fill(user, /^Phone/, '514-555-0114');
    await fill(user, /^City/, 'Montréal');
    await fill(user, /^Biography/, 'Escorted tours in French or English.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Province/ }), 'QC');
    await user.click(screen.getByRole('checkbox', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Save agent' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/agent/list'));
    expect(bodies).toEqual([
      {
        slug: 'amelie-roy',
        name: 'Amélie Roy',
        username: 'aroy',
        email: 'amelie.roy@example.com',
        phone: '514-555-0114',
        city: 'Montréal',
        province: 'QC',
        membership: 'Connected Agent',
        photo: null,
        bio: 'Escorted tours in French or English.',
        languages: ['english', 'french'],
        specialties: [],
        status: 'active',
      },
    ]);
    // A toast's text is also in its live-region announcement.
    expect((await screen.findAllByText('Invitation sent to amelie.roy@example.com. The link works for 7 days.')).length).toBeGreaterThan(0);
  });

  it('invites an agent with just a name, e-mail and username; the list says the profile is incomplete', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const invited: AgentAccount = { ...PENDING_AGENT, bio: '', phone: '', city: '', province: null, languages: [], specialties: [], profileComplete: false };
    fakeApi({
      createAgentAccount: (request) => {
        bodies.push(request.body);
        return { data: invited, invitation: { sentTo: 'amelie.roy@example.com', sent: true, expiresAt: '2026-07-15T16:00:00.000Z' } };
      },
      listAgentAccounts: { data: [invited] },
    });
    const { router } = renderRoutes('/admin-dashboard/agent/add', {
      '/admin-dashboard/agent/add': <AgentFormPage />,
      '/admin-dashboard/agent/list': <AgentsPage />,
    });
    await fill(user, /^Name/, 'Amélie Roy');
    await fill(user, /^Username/, 'aroy');
    await fill(user, /^E-mail/, 'amelie.roy@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save agent' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/agent/list'));
    expect(bodies).toEqual([
      expect.objectContaining({
        slug: 'amelie-roy',
        name: 'Amélie Roy',
        username: 'aroy',
        email: 'amelie.roy@example.com',
        bio: '',
        phone: '',
        city: '',
        province: null,
        languages: [],
      }),
    ]);
    const row = (await screen.findByRole('link', { name: 'Amélie Roy' })).closest('tr')!;
    expect(within(row).getByText('Profile incomplete')).toBeTruthy();
  });

  it('names a username another account holds (409)', async () => {
    const user = userEvent.setup();
    fakeApi({ createAgentAccount: apiError(409, 'CONFLICT', 'Choose another username: already in use.', { username: 'is already taken' }) });
    renderRoutes('/admin-dashboard/agent/add', { '/admin-dashboard/agent/add': <AgentFormPage /> });
    await fill(user, /^Name/, 'Amélie Roy');
    await fill(user, /^Username/, 'agent');
    await fill(user, /^E-mail/, 'amelie.roy@example.com');
    await fill(user, /^Phone/, '514-555-0114');
    await fill(user, /^City/, 'Montréal');
    await fill(user, /^Biography/, 'Escorted tours.');
    await user.click(screen.getByRole('button', { name: 'Save agent' }));
    expect(await screen.findByText('Username is already taken.')).toBeTruthy();
  });
});

describe('resending an invitation', { timeout: 60_000 }, () => {
  it('is offered on the list row of each agent with a pending invitation', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      listAgentAccounts: { data: [AGENT, PENDING_AGENT] },
      sendAgentInvitation: (request) => (request.params.slug === 'amelie-roy' ? INVITATION : apiError(404, 'NOT_FOUND', 'No such agent.')),
    });
    renderRoutes('/admin-dashboard/agent/list', { '/admin-dashboard/agent/list': <AgentsPage /> });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to Amélie Roy' }));
    expect(screen.queryByRole('button', { name: 'Resend invitation to Jordan Lee' })).toBeNull();
    expect((await screen.findAllByText('Invitation sent to x@example.com. The link works for 7 days.')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/agents/amelie-roy/invitation']);
  });

  it("is offered on a pending agent's edit page, and not on one who chose a password", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      getAgentAccount: (request) => ({ data: request.params.slug === 'amelie-roy' ? PENDING_AGENT : AGENT }),
      sendAgentInvitation: (request) => (request.params.slug === 'amelie-roy' ? INVITATION : apiError(404, 'NOT_FOUND', 'No such agent.')),
    });
    const pages = { '/admin-dashboard/agent/edit/:id': <AgentFormPage /> };
    const { unmount } = renderRoutes('/admin-dashboard/agent/edit/amelie-roy', pages);
    expect(await screen.findByText('Amélie Roy has not chosen a password yet. A new invitation replaces the earlier link.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect((await screen.findAllByText('Invitation sent to x@example.com. The link works for 7 days.')).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/agents/amelie-roy/invitation']);
    unmount();

    renderRoutes('/admin-dashboard/agent/edit/jordan-lee', pages);
    expect(await screen.findByDisplayValue('Jordan Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });

  it("is offered on a pending admin's list row and edit page", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      listAdminAccounts: { data: [ADMIN_ACCOUNT] },
      getAdminAccount: { data: ADMIN_ACCOUNT },
      sendAdminInvitation: INVITATION,
    });
    const { unmount } = renderRoutes('/admin-dashboard/admin/list', { '/admin-dashboard/admin/list': <AdminsPage /> });
    expect(await screen.findByRole('button', { name: 'Resend invitation to Morgan Diaz' })).toBeTruthy();
    unmount();
    renderRoutes(`/admin-dashboard/admin/edit/${ADMIN_ACCOUNT.id}`, { '/admin-dashboard/admin/edit/:id': <AdminFormPage /> });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
        `/api/admin/admins/${ADMIN_ACCOUNT.id}/invitation`,
      ]),
    );
  });
});

describe('admin screens', { timeout: 60_000 }, () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({});
    renderRoutes('/admin-dashboard/admin/add', { '/admin-dashboard/admin/add': <AdminFormPage /> });
    await fill(user, /^E-mail/, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save admin' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Position is required.')).toBeTruthy();
    expect(screen.getByText('E-mail must be an e-mail address.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
