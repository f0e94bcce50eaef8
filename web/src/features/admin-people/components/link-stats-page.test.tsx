import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { LinkStatsPage } from './link-stats-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/admin-dashboard/agent/link-stats';

describe("agents' share links", { timeout: 60_000 }, () => {
  it("shows the agency's current month by default, then the month chosen, kept in the address", async () => {
    const asked: Array<string | null> = [];
    fakeApi({
      listAgentLinkStats: (request) => {
        const month = request.query.get('month');
        asked.push(month);
        if (month === '2026-10') return { data: { month: '2026-10', agents: [] } };
        return {
          data: {
            month: '2026-11',
            agents: [
              { slug: 'harpreet-gill', name: 'Harpreet Gill', visits: 14, leads: 3 },
              { slug: 'wei-chen', name: 'Wei Chen', visits: 2, leads: 1 },
            ],
          },
        };
      },
    });
    const { router } = renderRoutes(PATH, { [PATH]: <LinkStatsPage /> });
    const table = await screen.findByRole('table', { name: 'Visits and requests through each agent’s links in Nov 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Agent', 'Visits', 'Requests'],
      ['Harpreet Gill', '14', '3'],
      ['Wei Chen', '2', '1'],
      ['All agents', '16', '4'],
    ]);
    expect(within(table).getByRole('link', { name: 'Harpreet Gill' }).getAttribute('href')).toBe('/admin-dashboard/agent/edit/harpreet-gill');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-11');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('No visits or requests through agents’ links in Oct 2026.')).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(asked).toEqual([null, '2026-10']);
  });

  it('shows a failed read with a retry', async () => {
    let calls = 0;
    fakeApi({
      listAgentLinkStats: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'The counts could not be read.') : { data: { month: '2026-11', agents: [] } };
      },
    });
    renderRoutes(PATH, { [PATH]: <LinkStatsPage /> });
    expect((await screen.findByRole('alert')).textContent).toContain('The counts could not be read.');
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(screen.getByText('No visits or requests through agents’ links in Nov 2026.')).toBeTruthy());
  });
});
