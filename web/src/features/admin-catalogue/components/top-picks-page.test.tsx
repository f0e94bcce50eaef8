import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { TopPickView } from '@tdp/shared/schemas/top-pick';
import { audit, packageRow } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { TopPicksPage } from './top-picks-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const europe: TopPickView = {
  continent_id: 3,
  continent_name: 'Europe',
  top_pick_one: packageRow(1, { title: 'Paris in spring' }),
  top_pick_two: null,
  version: 2,
};
const asia: TopPickView = { continent_id: 5, continent_name: 'Asia', top_pick_one: null, top_pick_two: null, version: 0 };

describe('TopPicksPage', { timeout: 30_000 }, () => {
  it("picks a continent's second package with the search and saves both picks with the version read", async () => {
    let views = [asia, europe];
    const requests = fakeApi({
      listTopPicks: (request) => {
        expect(request.query.get('isFromAdmin')).toBe('true');
        return views;
      },
      listPackagesForAdmin: (request) =>
        request.query.get('search') === 'rome' ? { packages: [packageRow(7, { title: 'Rome and Florence' })], total: 1 } : { packages: [], total: 0 },
      updateTopPicks: forParams({ id: '3' }, (request) => {
        views = [asia, { ...europe, top_pick_two: packageRow(7, { title: 'Rome and Florence' }), version: 3 }];
        const { top_pick_one, top_pick_two } = request.body;
        return { continent_id: 3, top_pick_one, top_pick_two, ...audit(3) };
      }),
    });
    renderWithProviders(<TopPicksPage />, { path: '/admin-dashboard/continent-best-bets' });
    const card = await screen.findByRole('group', { name: 'Europe' });
    expect(within(card).getByText('Paris in spring')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Save top picks' }).getAttribute('aria-disabled')).toBe('true');

    const picker = within(card).getByRole('combobox', { name: 'Second pick for Europe' });
    fireEvent.change(picker, { target: { value: 'rome' } });
    fireEvent.click(await screen.findByRole('option', { name: /Rome and Florence/ }));
    expect(await within(card).findByText('Unsaved')).toBeTruthy();
    expect(picker.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(within(card).getByRole('button', { name: 'Save top picks' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ top_pick_one: 1, top_pick_two: 7, version: 2 });
    expect((await screen.findAllByText('Top picks of Europe saved.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(card).queryByText('Unsaved')).toBeNull());
  });

  it('refuses the same package twice, and offers Reload when someone else saved first', async () => {
    const paris = packageRow(1, { title: 'Paris in spring' });
    const lyon = packageRow(2, { title: 'Lyon food tour' });
    fakeApi({
      listTopPicks: [europe],
      listPackagesForAdmin: (request) => ({ packages: request.query.get('search') === 'lyon' ? [lyon] : [paris], total: 1 }),
      updateTopPicks: forParams(
        { id: '3' },
        apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' }),
      ),
    });
    renderWithProviders(<TopPicksPage />, { path: '/admin-dashboard/continent-best-bets' });
    const card = await screen.findByRole('group', { name: 'Europe' });
    const second = within(card).getByRole('combobox', { name: 'Second pick for Europe' });
    fireEvent.change(second, { target: { value: 'paris' } });
    fireEvent.click(await screen.findByRole('option', { name: /Paris in spring/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save top picks' }));
    expect(await within(card).findByText('Pick two different packages.')).toBeTruthy();

    fireEvent.change(second, { target: { value: 'lyon' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lyon food tour/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save top picks' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this choice of top picks');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(card).queryByText('Unsaved')).toBeNull());
  });
});
