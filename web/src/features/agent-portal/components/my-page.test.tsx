import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentOwnProfile, AgentOwnProfileUpdate } from '@tdp/shared/schemas/agent-own-profile';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { MyPage } from './my-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/agent-dashboard/MyPage';

function own(changes: Partial<AgentOwnProfile> = {}): AgentOwnProfile {
  return {
    profile: {
      slug: 'jordan-lee',
      name: 'Jordan Lee',
      photo: null,
      bio: 'Sun holidays for families.',
      specialties: ['family-travel'],
      languages: ['english'],
      city: 'Burnaby',
      province: 'BC',
      email: 'jordan.lee@example.com',
      phone: '604-555-0110',
      membership: 'Connected Agent',
      status: 'active',
    },
    version: 3,
    publishing: 'approval',
    pending: null,
    ...changes,
  };
}

function renderMyPage() {
  return renderRoutes(PATH, { [PATH]: <MyPage />, '/agent-dashboard/MyLeads': <p>Leads</p> });
}

async function replaceCity(value: string) {
  const user = userEvent.setup();
  const city = await screen.findByRole('textbox', { name: /City/ });
  await user.clear(city);
  await user.type(city, value);
  return user;
}

describe('My page', { timeout: 60_000 }, () => {
  it('saves the fields at the version loaded and says the change waits for approval', async () => {
    const bodies: AgentOwnProfileUpdate[] = [];
    fakeApi({
      getOwnAgentProfile: { data: own() },
      updateOwnAgentProfile: (request) => {
        bodies.push(request.body);
        return {
          data: own({
            version: 4,
            pending: {
              changes: { city: request.body.city },
              submittedAt: '2026-11-04T18:00:00.000Z',
              submittedBy: 'jlee',
              diff: [{ field: 'city', from: 'Burnaby', to: request.body.city }],
            },
          }),
        };
      },
    });
    renderMyPage();
    expect((await screen.findByRole('link', { name: 'View my public page' })).getAttribute('href')).toBe('/ca/jordan-lee');
    expect(screen.getByText('Ask the agency to change your photo.')).toBeTruthy();
    const user = await replaceCity('Vancouver');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Saved: waiting for approval')).toBeTruthy();
    expect(bodies).toEqual([
      { version: 3, photo: null, bio: 'Sun holidays for families.', specialties: ['family-travel'], languages: ['english'], city: 'Vancouver', province: 'BC', phone: '604-555-0110' },
    ]);
    // The form starts again from the change sent: nothing left unsaved.
    expect((screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement).value).toBe('Vancouver');
  });

  it('says the change is published when the agency publishes at once', async () => {
    fakeApi({
      getOwnAgentProfile: { data: own({ publishing: 'immediate' }) },
      updateOwnAgentProfile: (request) => ({ data: own({ publishing: 'immediate', version: 4, profile: { ...own().profile, city: request.body.city } }) }),
    });
    renderMyPage();
    expect(await screen.findByText(/appear on your public page at once/)).toBeTruthy();
    const user = await replaceCity('Victoria');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Saved and published')).toBeTruthy();
  });

  it('shows the field the server refused, and checks the shared rules before sending', async () => {
    const requests = fakeApi({
      getOwnAgentProfile: { data: own() },
      updateOwnAgentProfile: apiError(400, 'VALIDATION_FAILED', 'Check the fields.', { phone: 'must be a phone number, e.g. 604-555-0123' }),
    });
    renderMyPage();
    const user = userEvent.setup();
    const bio = await screen.findByRole('textbox', { name: /Biography/ });
    await user.clear(bio);
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Biography is required.')).toBeTruthy();
    expect(requests.filter((request) => request.route === 'updateOwnAgentProfile')).toHaveLength(0);

    await user.type(bio, 'Cruises and family trips.');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Phone must be a phone number, e.g. 604-555-0123.')).toBeTruthy();
  });

  it('offers Reload when the page changed since it was loaded (409)', async () => {
    fakeApi({
      getOwnAgentProfile: { data: own() },
      updateOwnAgentProfile: apiError(409, 'CONFLICT', 'The profile changed.', { version: 'is out of date' }),
    });
    renderMyPage();
    const user = await replaceCity('Surrey');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Your page changed meanwhile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows a waiting change and starts the form from it', async () => {
    fakeApi({
      getOwnAgentProfile: {
        data: own({
          pending: { changes: { city: 'Richmond' }, submittedAt: '2026-11-04T18:00:00.000Z', submittedBy: 'jlee', diff: [{ field: 'city', from: 'Burnaby', to: 'Richmond' }] },
        }),
      },
    });
    renderMyPage();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement).value).toBe('Richmond');
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({ getOwnAgentProfile: { data: own() } });
    const { router } = renderMyPage();
    await replaceCity('Surrey');
    await act(() => router.navigate('/agent-dashboard/MyLeads'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('tells an admin the page is for agents', async () => {
    fakeApi({ getOwnAgentProfile: apiError(403, 'FORBIDDEN', 'Agents only.') });
    renderMyPage();
    await waitFor(() => expect(screen.getByText(/Admins edit agents’ pages under Agents/)).toBeTruthy());
  });
});
