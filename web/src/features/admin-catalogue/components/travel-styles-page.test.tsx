import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { TravelStylesPage } from './travel-styles-page.tsx';
import { textFingerprint } from '@tdp/shared/catalogue/french-texts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderWithProviders(<TravelStylesPage />, { path: '/admin-dashboard/packages/travel-styles' });
}

describe('TravelStylesPage', { timeout: 20_000 }, () => {
  it('lists styles alphabetically and adds one after checking the name with the shared schema', async () => {
    let styles = [
      { id: 4, style_name: 'Cruises', ...audit() },
      { id: 9, style_name: 'Disney Trips', ...audit() },
      { id: 2, style_name: 'Adventure', ...audit() },
    ];
    const requests = fakeApi({
      listTravelStyles: () => styles,
      createTravelStyle: (request) => {
        const created = { id: 30, ...request.body, ...audit() };
        styles = [...styles, created];
        return created;
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Travel Styles' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Adventure', 'Cruises', 'Disney Trips']);

    fireEvent.click(screen.getByRole('button', { name: 'Add style' }));
    expect(await screen.findByText('Style name is required.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Add a travel style/ }), { target: { value: '  Safari ' } });
    expect(screen.queryByText('Style name is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add style' }));
    expect(await within(table).findByText('Safari')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ style_name: 'Safari' });
    expect((screen.getByRole('textbox', { name: /Add a travel style/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows a taken name under the field, as the server words it', async () => {
    fakeApi({
      listTravelStyles: [{ id: 4, style_name: 'Cruises', ...audit() }],
      createTravelStyle: apiError(409, 'CONFLICT', 'Another travel style already has this name.', { style_name: 'is already used by another travel style' }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Travel Styles' });
    fireEvent.change(screen.getByRole('textbox', { name: /Add a travel style/ }), { target: { value: 'cruises' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add style' }));
    expect(await screen.findByText('Style name is already used by another travel style.')).toBeTruthy();
  });

  it('renames in place with the version read, and offers Reload when someone else saved first', async () => {
    let version = 1;
    const requests = fakeApi({
      listTravelStyles: () => [{ id: 4, style_name: 'Cruises', ...audit(version) }],
      updateTravelStyle: forParams({ id: '4' }, () => {
        version = 2;
        return apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' });
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Cruises' }));
    const input = screen.getByRole('textbox', { name: 'New name for “Cruises”' });
    fireEvent.change(input, { target: { value: 'Ocean Cruises' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this travel style');
    expect(alert.textContent).toContain('Reload to see their changes');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ style_name: 'Ocean Cruises', version: 1 });

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Cruises' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New name for “Cruises”' }), { target: { value: 'Ocean Cruises' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'PUT')[1]!.body).toEqual({ style_name: 'Ocean Cruises', version: 2 });
  });

  it('asks before deleting and shows which published packages block the delete', async () => {
    const requests = fakeApi({
      listTravelStyles: [{ id: 4, style_name: 'Cruises', ...audit() }],
      deleteTravelStyle: forParams(
        { id: '4' },
        apiError(409, 'CONFLICT', 'This travel style is used by 1 published package: "Alaska by sea". Remove it from them (or unpublish them) first.', {
          packages: 'alaska-by-sea',
        }),
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cruises' }));
    // Under jsdom, Fluent's focus manager (Tabster) may mark an open dialog aria-hidden after a moment;
    // browsers do not, so the queries inside look at hidden nodes too.
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText('Delete travel style?')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await within(dialog).findByText(/used by 1 published package: "Alaska by sea"/)).toBeTruthy();
    expect(within(dialog).getByText('Still in use')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Cruises' })).toBeTruthy();
  });

  it('shows each style’s French name or what is missing, and saves the French name side by side with the English', async () => {
    const fr = (english: string, text: string) => ({ texts: { style_name: { text, from: textFingerprint(english) } } });
    const requests = fakeApi({
      listTravelStyles: () => [
        { id: 4, style_name: 'Cruises', fr: fr('Cruises', 'Croisières'), ...audit() },
        { id: 8, style_name: 'Family', ...audit() },
        { id: 12, style_name: 'Luxury', fr: fr('Luxury trips', 'Voyages de luxe'), ...audit() },
      ],
      updateTravelStyle: (request) => ({ id: 8, ...request.body, ...audit(2) }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Travel Styles' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(rows).toEqual(['Croisières', 'French missing', 'Voyages de luxeFrench to review']);

    fireEvent.click(screen.getByRole('button', { name: 'Rename Family' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'French name of “Family”' }), { target: { value: ' Famille ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toBeTruthy());
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      style_name: 'Family',
      version: 1,
      fr: { texts: { style_name: { text: 'Famille', from: textFingerprint('Family') } } },
    });
  });
});
