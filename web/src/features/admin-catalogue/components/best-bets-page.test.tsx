import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { fakeApi, reply } from '../../../test/fake-api.ts';
import { audit, packageRow } from '../../../test/catalogue-fixtures.ts';
import { BestBetsPage } from './best-bets-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BestBetsPage', { timeout: 30_000 }, () => {
  it('lists best bets in order and adds one: package picked by search, fields checked with the shared schema', async () => {
    let bets = [
      { id: 2, packageId: 4, label: 'Staff Pick', blurb: '', sortOrder: 20, version: 1, package: packageRow(4, { title: 'Iceland lights' }) },
      {
        id: 1,
        packageId: 3,
        label: 'Best Seller',
        blurb: 'Our most booked week.',
        sortOrder: 10,
        version: 1,
        package: packageRow(3, { title: 'Cancun all inclusive' }),
      },
    ];
    const requests = fakeApi({
      listBestBets: () => bets,
      listPackagesForAdmin: reply(200, { packages: [packageRow(9, { title: 'Kyoto in autumn' })], total: 1 }),
      createBestBet: (request) => {
        const body = request.body as { packageId: number; label: string; blurb: string; sortOrder: number };
        bets = [...bets, { id: 5, ...body, version: 1, package: packageRow(9, { title: 'Kyoto in autumn' }) }];
        return { id: 5, ...body, ...audit() };
      },
    });
    renderWithProviders(<BestBetsPage />, { path: '/admin-dashboard/top-best-bets' });
    await screen.findByRole('group', { name: 'Best Seller: Cancun all inclusive' });
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Best Seller: Cancun all inclusive',
      'Staff Pick: Iceland lights',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add best bet' }));
    // Under jsdom, Fluent's focus manager (Tabster) may mark an open dialog aria-hidden after a moment;
    // browsers do not (the browser test uses the dialogs), so the queries inside look at hidden nodes too.
    const dialog = await screen.findByRole('dialog', { name: 'New best bet', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('Package is required.')).toBeTruthy();
    expect(within(dialog).getByText('Badge is required.')).toBeTruthy();
    expect((within(dialog).getByRole('spinbutton', { name: /Order/, hidden: true }) as HTMLInputElement).value).toBe('30');

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Package/, hidden: true }), { target: { value: 'kyoto' } });
    fireEvent.click(await screen.findByRole('option', { name: /Kyoto in autumn/, hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Badge/, hidden: true }), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ packageId: 9, label: 'New', blurb: '', sortOrder: 30 });
    expect(await screen.findByRole('group', { name: 'New: Kyoto in autumn' })).toBeTruthy();
  });
});
