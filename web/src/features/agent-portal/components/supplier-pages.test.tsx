import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { supplierFixture } from '../test/portal-fixtures.ts';
import { NewsletterIssuePage } from './newsletter-issue-page.tsx';
import { SupplierCategoryPage } from './supplier-category-page.tsx';
import { SupplierDetailPage } from './supplier-detail-page.tsx';
import { fakeApi, apiError } from '../../../test/fake-api.ts';
import { recordWindowOpens } from '../../../test/fake-window-open.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('suppliers guide pages', () => {
  it('lists the suppliers of a category, asking the API for that category only', async () => {
    const requests = fakeApi({
      listPortalSuppliers: {
        data: {
          data: [
            supplierFixture({ id: 4, name: 'VIA Rail Canada', categories: ['Ground&Rail'], logo: 'suppliers/logo/via.png', summary: 'Trains across Canada' }),
          ],
        },
      },
    });
    renderWithProviders(<SupplierCategoryPage />, {
      path: '/agent-dashboard/SuppliersGuide/Ground&Rail',
      routePath: '/agent-dashboard/SuppliersGuide/:category',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ground & Rail' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'VIA Rail Canada' });
    expect(within(card).getByRole('img', { name: 'VIA Rail Canada logo' }).getAttribute('src')).toBe('/media/_v/jpeg/360/suppliers/logo/via.png');
    expect(within(card).getByText('Trains across Canada')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View VIA Rail Canada' }).getAttribute('href')).toBe('/agent-dashboard/SupplierDetail/4');
    expect(requests[0]!.query.get('category')).toBe('Ground&Rail');
  });

  it('says so when a category is empty, and when there is no such category', async () => {
    fakeApi({ listPortalSuppliers: { data: { data: [] } } });
    const { unmount } = renderWithProviders(<SupplierCategoryPage />, {
      path: '/agent-dashboard/SuppliersGuide/Insurance',
      routePath: '/agent-dashboard/SuppliersGuide/:category',
    });
    expect(await screen.findByText('No suppliers are listed in Insurance yet.')).toBeTruthy();
    unmount();
    renderWithProviders(<SupplierCategoryPage />, { path: '/agent-dashboard/SuppliersGuide/Trains', routePath: '/agent-dashboard/SuppliersGuide/:category' });
    expect(screen.getByText('The suppliers guide has no category “Trains”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/agent-dashboard/SuppliersGuide');
  });

  it('shows a supplier: logo, categories, sites, contacts, booking and commission notes, documents opened through the signed route', async () => {
    const opened = recordWindowOpens();
    const requests = fakeApi({
      getPortalDocumentLink: (request) => ({
        data: {
          url: `https://bucket.test/${request.query.get('key')}?X-Amz-Signature=s`,
          fileName: 'sunwing-commission.pdf',
          expiresAt: '2026-07-01T10:05:00.000Z',
        },
      }),
      getPortalSupplier: {
        data: supplierFixture({
          id: 7,
          categories: ['VacationPackages', 'Air'],
          logo: 'suppliers/logo/sunwing.png',
          documents: [{ title: 'Commission grid 2026', key: 'Documents/Suppliers/sunwing-commission.pdf' }],
        }),
      },
    });
    renderWithProviders(<SupplierDetailPage />, { path: '/agent-dashboard/SupplierDetail/7', routePath: '/agent-dashboard/SupplierDetail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunwing Vacations' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sunwing Vacations logo' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Air' }).some((link) => link.getAttribute('href') === '/agent-dashboard/SuppliersGuide/Air')).toBe(true);
    expect(screen.getByRole('link', { name: 'Agent booking site' }).getAttribute('href')).toBe('https://agents.sunwing.ca');
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('Karen Wong')).toBeTruthy();
    expect(within(contacts).getByRole('link', { name: '1-800-555-0123' }).getAttribute('href')).toBe('tel:+18005550123');
    expect(within(screen.getByRole('region', { name: 'How to book' })).getByText('Book through the agent site.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Commission' })).getByText('12% on packages.')).toBeTruthy();
    const document = screen.getByRole('button', { name: 'Commission grid 2026 (opens in a new tab)' });
    expect(document.textContent).toBe('Commission grid 2026');
    expect(document.closest('main, body')!.querySelector('a[href*="Documents"]')).toBeNull();
    fireEvent.click(document);
    await waitFor(() => expect(opened[0]?.sentTo).toBe('https://bucket.test/Documents/Suppliers/sunwing-commission.pdf?X-Amz-Signature=s'));
    expect(opened).toEqual([expect.objectContaining({ url: '', target: '_blank', opener: null })]);
    expect(requests.filter((request) => request.route === 'getPortalDocumentLink').map((request) => request.query.get('key'))).toEqual([
      'Documents/Suppliers/sunwing-commission.pdf',
    ]);
  });

  it('says a supplier is not in the guide when the API answers 404', async () => {
    fakeApi({ getPortalSupplier: apiError(404, 'NOT_FOUND', 'No such supplier.') });
    renderWithProviders(<SupplierDetailPage />, { path: '/agent-dashboard/SupplierDetail/9', routePath: '/agent-dashboard/SupplierDetail/:id' });
    expect(await screen.findByText('This supplier is not in the guide. It may have been removed or made inactive.')).toBeTruthy();
  });

  it('shows a newsletter issue with its attachments', async () => {
    fakeApi({
      getPortalNewsletter: {
        data: {
          id: 3,
          title: 'Agent News, July 2026',
          issueDate: '2026-07-01',
          summary: '',
          body: '<h2>Summer sales</h2><p>Cruise fares are up 4%.</p>',
          attachments: [{ title: 'Summer flyer', key: 'Documents/Newsletters/summer.pdf' }],
          published: true,
          version: 1,
          createdAt: '2026-06-20T10:00:00.000Z',
          createdBy: 'admin',
          updatedAt: '2026-06-20T10:00:00.000Z',
          updatedBy: 'admin',
        },
      },
    });
    renderWithProviders(<NewsletterIssuePage />, { path: '/agent-dashboard/Newsletters/3', routePath: '/agent-dashboard/Newsletters/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent News, July 2026' })).toBeTruthy();
    expect(screen.getByText('Issue of Jul 1, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Summer sales' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Summer flyer (opens in a new tab)' })).toBeTruthy();
  });

  it('says in a toast when a document cannot be opened, and closes the waiting tab', async () => {
    const opened = recordWindowOpens();
    fakeApi({
      getPortalSupplier: {
        data: supplierFixture({ id: 7, documents: [{ title: 'Commission grid 2026', key: 'Documents/Suppliers/sunwing-commission.pdf' }] }),
      },
      getPortalDocumentLink: apiError(404, 'NOT_FOUND', 'This document is no longer in the library. Ask the agency for it.'),
    });
    renderWithProviders(<SupplierDetailPage />, { path: '/agent-dashboard/SupplierDetail/7', routePath: '/agent-dashboard/SupplierDetail/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Commission grid 2026 (opens in a new tab)' }));
    expect(
      await screen.findByText('“Commission grid 2026” could not be opened. This document is no longer in the library. Ask the agency for it.'),
    ).toBeTruthy();
    expect(opened).toEqual([expect.objectContaining({ sentTo: null, closed: true })]);
  });
});
