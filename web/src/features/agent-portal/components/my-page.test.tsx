import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentOwnProfile, AgentOwnProfileUpdate } from '@tdp/shared/schemas/agent-own-profile';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { stubBucketUploads } from '../../../test/fake-bucket-upload.ts';
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
  it("uploads a photo to the agent's own folder and sends its key with the save", async () => {
    const puts = stubBucketUploads();
    const tickets: unknown[] = [];
    const bodies: AgentOwnProfileUpdate[] = [];
    const key = 'agents/jordan-lee/photo-20261126-0123456789ab.png';
    fakeApi({
      getOwnAgentProfile: { data: own() },
      createOwnAgentPhotoUpload: (request) => {
        tickets.push(request.body);
        return {
          key,
          uploadUrl: 'https://bucket.test/upload?signed',
          method: 'PUT',
          headers: { 'Content-Type': 'image/png' },
          expiresAt: '2026-11-26T10:10:00.000Z',
          url: `/media/${key}`,
        };
      },
      updateOwnAgentProfile: (request) => {
        bodies.push(request.body);
        return { data: own({ version: 4, profile: { ...own().profile, photo: request.body.photo }, publishing: 'immediate' }) };
      },
    });
    renderMyPage();
    const user = userEvent.setup();
    const file = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Photo file'), file);
    expect(await screen.findByText('New photo: save your page to send it.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /How customers should reach you first/ }), 'Text message');
    expect(tickets).toEqual([{ contentType: 'image/png', size: 2048 }]);
    expect(puts).toEqual([
      expect.objectContaining({ method: 'PUT', url: 'https://bucket.test/upload?signed', headers: { 'Content-Type': 'image/png' }, body: file }),
    ]);
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Saved and published')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ version: 3, photo: key, contactPreference: 'text' });
  });

  it('refuses a file that is not a picture or too large before asking the server, and removes a photo', async () => {
    const tickets: unknown[] = [];
    const bodies: AgentOwnProfileUpdate[] = [];
    fakeApi({
      getOwnAgentProfile: { data: own({ profile: { ...own().profile, photo: 'agents/jordan-lee/old.jpg' } }) },
      createOwnAgentPhotoUpload: (request) => {
        tickets.push(request.body);
        return apiError(500, 'INTERNAL', 'not expected');
      },
      updateOwnAgentProfile: (request) => {
        bodies.push(request.body);
        return { data: own({ version: 4 }) };
      },
    });
    renderMyPage();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Photo file');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a JPEG, PNG or WebP picture. Choose another one.');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This picture is larger than 5 MB. Choose a smaller one.');
    expect(tickets).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed: save your page to send the change.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.photo).toBeNull();
  });

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
    expect(screen.getByText('No photo yet: your page shows your initials.')).toBeTruthy();
    const user = await replaceCity('Vancouver');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    expect(await screen.findByText('Saved: waiting for approval')).toBeTruthy();
    // How customers should reach them first: no preference until chosen, then the chosen one is sent.
    const preference = screen.getByRole('combobox', { name: /How customers should reach you first/ }) as HTMLSelectElement;
    expect(preference.value).toBe('');
    expect(bodies).toEqual([
      {
        version: 3,
        photo: null,
        bio: 'Sun holidays for families.',
        specialties: ['family-travel'],
        languages: ['english'],
        city: 'Vancouver',
        province: 'BC',
        phone: '604-555-0110',
        contactPreference: null,
      },
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
          pending: {
            changes: { city: 'Richmond' },
            submittedAt: '2026-11-04T18:00:00.000Z',
            submittedBy: 'jlee',
            diff: [{ field: 'city', from: 'Burnaby', to: 'Richmond' }],
          },
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

  it('saves with the admin forms’ save bar: busy while the save is under way, and not saved twice', async () => {
    let answer: (value: { data: AgentOwnProfile }) => void = () => undefined;
    const saves: AgentOwnProfileUpdate[] = [];
    fakeApi({
      getOwnAgentProfile: { data: own() },
      updateOwnAgentProfile: (request) => {
        saves.push(request.body);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    renderMyPage();
    const user = await replaceCity('Langley');
    await user.click(screen.getByRole('button', { name: 'Save my page' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('type')).toBe('submit');
    await user.click(busy);
    await act(async () => answer({ data: own({ version: 4, publishing: 'immediate' }) }));
    expect(await screen.findByText('Saved and published')).toBeTruthy();
    expect(saves).toHaveLength(1);
  });
});
