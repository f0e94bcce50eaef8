import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AgentAccount } from '@tdp/shared/schemas/people';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiErrorAnswer, stubFetch } from '../../../test/stub-fetch.ts';
import { AdminFormPage } from './admin-form-page.tsx';
import { AgentFormPage } from './agent-form-page.tsx';
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
  login: { userId: '5d1c6a8e-0f5e-4f7e-9d43-2b8a1f0c9e11', username: 'agent', status: 'active', invitationPending: false },
  version: 3,
  createdAt: '2026-05-01T16:00:00.000Z',
  createdBy: 'seed',
  updatedAt: '2026-05-01T16:00:00.000Z',
  updatedBy: 'seed',
};

async function fill(user: UserEvent, name: RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

describe('agent screens', { timeout: 60_000 }, () => {
  it('creates an agent with a login (no password) and says the invitation went out', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubFetch({
      'POST /api/admin/agents': (request) => {
        bodies.push(request.body);
        return {
          status: 201,
          body: {
            data: { ...AGENT, slug: 'amelie-roy', name: 'Amélie Roy', login: { userId: 'x', username: 'aroy', status: 'active', invitationPending: true } },
            invitation: { sentTo: 'amelie.roy@example.com', sent: true, expiresAt: '2026-07-15T16:00:00.000Z' },
          },
        };
      },
      'GET /api/admin/agents': { status: 200, body: { data: [] } },
    });
    const { router } = renderRoutes('/admin-dashboard/agent/add', { '/admin-dashboard/agent/add': <AgentFormPage />, '/admin-dashboard/agent/list': <AgentsPage /> });
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

  it('names a username another account holds (409)', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/admin/agents': apiErrorAnswer(409, 'CONFLICT', 'Choose another username: already in use.', { username: 'is already taken' }) });
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

describe('admin screens', { timeout: 60_000 }, () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    const requests = stubFetch({});
    renderRoutes('/admin-dashboard/admin/add', { '/admin-dashboard/admin/add': <AdminFormPage /> });
    await fill(user, /^E-mail/, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save admin' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Position is required.')).toBeTruthy();
    expect(screen.getByText('E-mail must be an e-mail address.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
