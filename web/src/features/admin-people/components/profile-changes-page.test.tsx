import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentOwnProfile, PendingProfileChangeView } from '@tdp/shared/schemas/agent-own-profile';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { ProfileChangesPage } from './profile-changes-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/admin-dashboard/agent/profile-changes';

const CHANGE: PendingProfileChangeView = {
  slug: 'jordan-lee',
  name: 'Jordan Lee',
  version: 4,
  changes: { city: 'Vancouver', languages: ['english', 'french'] },
  submittedAt: '2026-11-04T18:00:00.000Z',
  submittedBy: 'jlee',
  diff: [
    { field: 'city', from: 'Burnaby', to: 'Vancouver' },
    { field: 'languages', from: ['english'], to: ['english', 'french'] },
  ],
};

const DECIDED: AgentOwnProfile = {
  profile: {
    slug: 'jordan-lee',
    name: 'Jordan Lee',
    photo: null,
    bio: 'Sun holidays for families.',
    specialties: [],
    languages: ['english', 'french'],
    city: 'Vancouver',
    province: 'BC',
    email: 'jordan.lee@example.com',
    phone: '604-555-0110',
    membership: 'Connected Agent',
    status: 'active',
  },
  version: 5,
  publishing: 'approval',
  pending: null,
};

describe("agents' page changes", { timeout: 60_000 }, () => {
  it('lists a waiting change with its diff and approves it after confirmation', async () => {
    const user = userEvent.setup();
    let waiting = [CHANGE];
    const requests = fakeApi({
      getAgentProfilePublishing: { data: { mode: 'approval', version: 2 } },
      listPendingProfileChanges: () => ({ data: waiting }),
      decideProfileChange: () => {
        waiting = [];
        return { data: DECIDED };
      },
    });
    renderRoutes(PATH, { [PATH]: <ProfileChangesPage /> });
    const change = await screen.findByRole('region', { name: 'Changes of Jordan Lee' });
    const rows = within(change)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldNow on the pageProposed', 'CityBurnabyVancouver', 'LanguagesEnglishEnglish, French']);
    expect(within(change).getByRole('link', { name: 'Jordan Lee' }).getAttribute('href')).toBe('/admin-dashboard/agent/edit/jordan-lee');

    await user.click(within(change).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish Jordan Lee’s changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No changes are waiting.')).toBeTruthy();
    const decision = requests.find((request) => request.route === 'decideProfileChange')!;
    expect(decision.params).toEqual({ slug: 'jordan-lee' });
    expect(decision.body).toEqual({ version: 4, decision: 'approve' });
  });

  it('shows a proposed photo as the picture, named by its file', async () => {
    const key = 'agents/jordan-lee/photo-20261126-0123456789ab.jpg';
    fakeApi({
      getAgentProfilePublishing: { data: { mode: 'approval', version: 2 } },
      listPendingProfileChanges: { data: [{ ...CHANGE, changes: { photo: key }, diff: [{ field: 'photo', from: null, to: key }] }] },
    });
    renderRoutes(PATH, { [PATH]: <ProfileChangesPage /> });
    const change = await screen.findByRole('region', { name: 'Changes of Jordan Lee' });
    const photo = within(change).getByRole('img', { name: 'Photo of Jordan Lee' });
    expect(photo.getAttribute('src')).toMatch(new RegExp(`${key.replaceAll('/', '\\/')}$`));
    expect(
      within(change)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldNow on the pageProposed', 'Photo(empty)photo-20261126-0123456789ab.jpg']);
  });

  it('rejects a waiting change, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      getAgentProfilePublishing: { data: { mode: 'approval', version: 2 } },
      listPendingProfileChanges: { data: [CHANGE] },
      decideProfileChange: apiError(409, 'CONFLICT', 'The profile changed.', { version: 'is out of date' }),
    });
    renderRoutes(PATH, { [PATH]: <ProfileChangesPage /> });
    const change = await screen.findByRole('region', { name: 'Changes of Jordan Lee' });
    await user.click(within(change).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Jordan Lee’s changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Someone else saved this page change/)).toBeTruthy();
    expect(requests.find((request) => request.route === 'decideProfileChange')!.body).toEqual({ version: 4, decision: 'reject' });
  });

  it('saves the publishing setting at the version loaded', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      getAgentProfilePublishing: { data: { mode: 'approval', version: 0 } },
      listPendingProfileChanges: { data: [] },
      updateAgentProfilePublishing: (request) => ({ data: { mode: request.body.mode, version: 1 } }),
    });
    renderRoutes(PATH, { [PATH]: <ProfileChangesPage /> });
    const form = await screen.findByRole('form', { name: 'Publishing' });
    await waitFor(() =>
      expect((within(form).getByRole('radio', { name: 'Keep it waiting until an admin approves it' }) as HTMLInputElement).checked).toBe(true),
    );
    await user.click(within(form).getByRole('radio', { name: 'Publish it at once' }));
    await user.click(within(form).getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Publishing setting saved.')).toBeTruthy();
    expect(requests.find((request) => request.route === 'updateAgentProfilePublishing')!.body).toEqual({ version: 0, mode: 'immediate' });
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Publish it at once' }) as HTMLInputElement).checked).toBe(true));
  });
});
