import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import type { LeadSummary } from '@tdp/shared/schemas/lead-records';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { useApi } from '../../../lib/use-api.ts';
import { LeadsInboxPage } from './leads-inbox-page.tsx';

/** Reads the admin menu's counts as the admin shell does, so a refresh of them shows as a second request. */
function CountsReader() {
  useApi(leadsRoutes.getAdminWorkCounts);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

function lead(id: string, firstName: string, reference: string, version = 1): LeadSummary {
  return {
    id,
    reference,
    type: 'quote',
    kind: 'general',
    language: 'en',
    status: 'new',
    createdAt: '2026-11-03T17:20:00.000Z',
    firstName,
    lastName: 'Sandhu',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: null,
    headline: 'Lisbon and Porto',
    attributedAgent: null,
    assignedAgent: null,
    source: '/request-a-quote',
    packageUrl: null,
    failedSends: 0,
    version,
  };
}

const PRIYA = lead('01JQ00000000000000000000A1', 'Priya', 'TBB-7K4F-29', 3);
const AMRIT = lead('01JQ00000000000000000000A2', 'Amrit', 'TBB-AB12-CD');
const JASPREET = lead('01JQ00000000000000000000A3', 'Jaspreet', 'TBB-QQ12-34', 2);

function inbox() {
  return screen.getByRole('table', { name: 'Leads' });
}

describe('LeadsInboxPage selection and bulk actions', { timeout: 20_000 }, () => {
  it('selects leads with the keyboard (Space on each box), one by one or all shown at once, and clears the selection', async () => {
    fakeApi({ listAgents: { data: [HARPREET] }, listLeads: { leads: [PRIYA, AMRIT, JASPREET], nextCursor: null } });
    const user = userEvent.setup();
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads' });
    const priya = await within(await screen.findByRole('table', { name: 'Leads' })).findByRole('checkbox', { name: 'Select Priya Sandhu (TBB-7K4F-29)' });
    expect(screen.queryByRole('group', { name: 'Change the selected leads' })).toBeNull();

    priya.focus();
    await user.keyboard(' ');
    expect((priya as HTMLInputElement).checked).toBe(true);
    const bar = screen.getByRole('group', { name: 'Change the selected leads' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    const all = within(inbox()).getByRole('checkbox', { name: 'Select all 3 leads shown' });
    // Some selected: the select-all box is mixed.
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    all.focus();
    await user.keyboard(' ');
    expect(
      within(inbox())
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(within(bar).getByText('3 selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Clear the selection' }));
    expect(screen.queryByRole('group', { name: 'Change the selected leads' })).toBeNull();
    expect(
      within(inbox())
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('assigns the selected leads after a confirmation, each at its loaded version, and names the one that changed meanwhile', async () => {
    let bulkBody: unknown;
    const requests = fakeApi({
      listAgents: { data: [HARPREET] },
      listLeads: { leads: [PRIYA, AMRIT, JASPREET], nextCursor: null },
      getAdminWorkCounts: { data: { newLeads: 3, pendingProfileChanges: 0 } },
      bulkUpdateLeads: (request) => {
        bulkBody = request.body;
        return {
          data: {
            updated: [{ ...PRIYA, assignedAgent: 'harpreet-gill', version: 4 }],
            skipped: [{ id: JASPREET.id, reason: 'changed', message: 'This lead changed since you loaded it. Reload to see the latest version.' }],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CountsReader />
        <LeadsInboxPage />
      </>,
      { path: '/admin-dashboard/leads' },
    );
    await user.click(await within(await screen.findByRole('table', { name: 'Leads' })).findByRole('checkbox', { name: 'Select Priya Sandhu (TBB-7K4F-29)' }));
    await user.click(within(inbox()).getByRole('checkbox', { name: 'Select Jaspreet Sandhu (TBB-QQ12-34)' }));

    const bar = screen.getByRole('group', { name: 'Change the selected leads' });
    const assign = within(bar).getByRole('button', { name: 'Assign' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), 'harpreet-gill');
    await user.click(assign);

    const dialog = await screen.findByRole('alertdialog', { name: 'Assign 2 leads to Harpreet Gill?' });
    expect(dialog.textContent).toContain('Harpreet Gill gets an e-mail for each lead newly assigned to them.');
    // Nothing is sent before the admin confirms.
    expect(bulkBody).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    const result = await screen.findByText('1 of 2 leads changed.');
    expect(result.closest('[role="status"]')!.textContent).toContain(
      'Jaspreet Sandhu (TBB-QQ12-34) changed since you loaded it and was left as it is: look at it again before changing it.',
    );
    expect(bulkBody).toEqual({
      leads: [
        { id: PRIYA.id, version: 3 },
        { id: JASPREET.id, version: 2 },
      ],
      assignedAgent: 'harpreet-gill',
    });
    // The lead left as it was stays selected, to try again once reloaded; the list and the menu's counts are read again.
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Change the selected leads' })).getByText('1 selected')).toBeTruthy());
    expect((within(inbox()).getByRole('checkbox', { name: 'Select Jaspreet Sandhu (TBB-QQ12-34)' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(requests.filter((request) => request.route === 'listLeads').length).toBeGreaterThan(1));
    await waitFor(() => expect(requests.filter((request) => request.route === 'getAdminWorkCounts')).toHaveLength(2));
  });

  it('changes the status of the selected leads, and keeps a refusal in the dialog', async () => {
    let answer: 'refuse' | 'apply' = 'refuse';
    fakeApi({
      listAgents: { data: [HARPREET] },
      listLeads: { leads: [PRIYA, AMRIT], nextCursor: null },
      bulkUpdateLeads: (request) =>
        answer === 'refuse'
          ? apiError(503, 'INTERNAL', 'The service is busy.')
          : {
              data: {
                updated: request.body.leads.map((selected) => ({ ...(selected.id === PRIYA.id ? PRIYA : AMRIT), status: 'contacted' as const })),
                skipped: [],
              },
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<LeadsInboxPage />, { path: '/admin-dashboard/leads' });
    await user.click(await within(await screen.findByRole('table', { name: 'Leads' })).findByRole('checkbox', { name: 'Select all 2 leads shown' }));
    const bar = screen.getByRole('group', { name: 'Change the selected leads' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'contacted');
    await user.click(within(bar).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Set the status of 2 leads to Contacted?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('The leads could not be changed')).toBeTruthy();

    answer = 'apply';
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('2 leads changed.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Change the selected leads' })).toBeNull();
  });
});
