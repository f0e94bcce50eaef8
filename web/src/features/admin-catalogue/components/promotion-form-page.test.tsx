import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { PromotionFormPage } from './promotion-form-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summer: Promotion = {
  id: 7,
  title: 'Summer in Portugal',
  subtitle: 'Seven nights from $1,299',
  image: 'package-images/portugal.jpg',
  link: '/deals?destinationIds=["country-4"]',
  linkLabel: '',
  placements: ['landing'],
  startsAt: '2026-06-01',
  endsAt: '2026-08-31',
  active: true,
  sortOrder: 10,
  ...audit(3),
};

describe('PromotionFormPage', { timeout: 30_000 }, () => {
  it('edits a promotion loaded with ?id=, checks dates with the shared schema and saves with the version read', async () => {
    const requests = fakeApi({
      getPromotion: forParams({ id: '7' }, summer),
      updatePromotion: forParams({ id: '7' }, (request) => ({ ...summer, ...request.body, version: 4 })),
      listPromotions: [],
    });
    const { router } = renderWithProviders(<PromotionFormPage />, { path: '/admin-dashboard/promotion-form?id=7' });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Summer in Portugal');
    expect(requests[0]!.query.get('isFromAdmin')).toBe('true');

    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByLabelText('Above the deals list'));
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Last day must be on or after the first day.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '2026-09-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/promotions'));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      title: 'Summer in Portugal',
      subtitle: 'Seven nights from $1,299',
      image: 'package-images/portugal.jpg',
      link: '/deals?destinationIds=["country-4"]',
      linkLabel: '',
      placements: ['landing', 'deals'],
      startsAt: '2026-06-01',
      endsAt: '2026-09-15',
      active: true,
      sortOrder: 10,
      version: 3,
    });
  });

  it('says when someone else saved first and reloads their version on request', async () => {
    let stored = summer;
    fakeApi({
      getPromotion: forParams({ id: '7' }, () => stored),
      updatePromotion: forParams({ id: '7' }, () => {
        stored = { ...summer, title: 'Summer in the Algarve', version: 4 };
        return apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' });
      }),
    });
    renderWithProviders(<PromotionFormPage />, { path: '/admin-dashboard/promotion-form?id=7' });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Someone else saved this promotion')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Summer in the Algarve'));
  });
});
