import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import type { Continent, ContinentCreateInput } from '@tdp/shared/schemas/destination';
import { audit } from '../../../test/catalogue-fixtures.ts';
import { apiError, fakeApi, forParams } from '../../../test/fake-api.ts';
import { ContinentEditorPage } from './continent-editor-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const europe: Continent = {
  continent_id: 3,
  continent_name: 'Europe',
  countries: [
    {
      id: 10,
      name: 'France',
      cities: [
        { id: 100, name: 'Paris' },
        { id: 101, name: 'Nice' },
      ],
    },
    { id: 11, name: 'Italy', cities: [] },
  ],
  ...audit(4),
};

/** The tree as the server stores it: places sent without an id get one. */
function withIds(countries: ContinentCreateInput['countries']): Continent['countries'] {
  return countries.map((c, i) => ({ ...c, id: c.id ?? 50 + i, cities: c.cities.map((city, j) => ({ ...city, id: city.id ?? 500 + j })) }));
}

function renderEditor(path = '/admin-dashboard/packages/destinations/edit/3?regular') {
  return renderWithProviders(<ContinentEditorPage />, { path, routePath: '/admin-dashboard/packages/destinations/:page?/:id?' });
}

describe('ContinentEditorPage', { timeout: 20_000 }, () => {
  it('renames, adds and removes places, then saves the whole tree with the version read', async () => {
    let stored = europe;
    const requests = fakeApi({
      getContinent: forParams({ id: '3' }, () => stored),
      updateContinent: forParams({ id: '3' }, (request) => {
        stored = { ...stored, ...request.body, countries: withIds(request.body.countries), version: 5 };
        return stored;
      }),
    });
    renderEditor();
    const italy = await screen.findByRole('group', { name: 'Italy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Europe' })).toBeTruthy();

    fireEvent.change(within(italy).getByRole('textbox', { name: /Country 2/ }), { target: { value: 'Italia' } });
    fireEvent.click(within(italy).getByRole('button', { name: 'Add city to Italia' }));
    const newCity = within(italy).getByRole('textbox', { name: 'City 1 of Italia' });
    await waitFor(() => expect(document.activeElement).toBe(newCity));
    fireEvent.change(newCity, { target: { value: 'Rome' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'France' })).getByRole('button', { name: 'Remove Nice' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      continent_name: 'Europe',
      countries: [
        { id: 10, name: 'France', cities: [{ id: 100, name: 'Paris' }] },
        { id: 11, name: 'Italia', cities: [{ name: 'Rome' }] },
      ],
      version: 4,
    });
    // The saved tree comes back with ids, and the editor starts again from it.
    expect(await screen.findByRole('group', { name: 'Italia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Nice' })).toBeNull();
  });

  it('shows field rules of the shared schema on the place they concern, before calling the API', async () => {
    const requests = fakeApi({ getContinent: forParams({ id: '3' }, europe) });
    renderEditor();
    const france = await screen.findByRole('group', { name: 'France' });
    fireEvent.change(within(france).getByRole('textbox', { name: 'City 1 of France' }), { target: { value: '   ' } });
    fireEvent.change(within(france).getByRole('textbox', { name: 'City 2 of France' }), { target: { value: 'paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    expect(await screen.findByText('City name is required.')).toBeTruthy();
    expect(screen.getByText('Check the highlighted fields')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says which published packages keep a place from being removed, and offers Reload when someone else saved first', async () => {
    let answer = apiError(
      409,
      'CONFLICT',
      'This destination is used by 2 published packages: "Paris in spring", "Riviera escape". Remove it from them (or unpublish them) first.',
      {
        packages: 'paris-in-spring, riviera-escape',
      },
    );
    fakeApi({
      getContinent: forParams({ id: '3' }, europe),
      updateContinent: forParams({ id: '3' }, () => answer),
    });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove France' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Still in use');
    expect(alert.textContent).toContain('"Paris in spring", "Riviera escape"');

    answer = apiError(409, 'CONFLICT', 'This item changed since you loaded it. Reload to see the latest version.', { version: 'is out of date' });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Someone else saved this continent'));
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    fakeApi({ getContinent: forParams({ id: '3' }, europe) });
    const { router } = renderEditor();
    const italy = await screen.findByRole('group', { name: 'Italy' });
    fireEvent.change(within(italy).getByRole('textbox', { name: /Country 2/ }), { target: { value: 'Italia' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Destinations' }));
    // Under jsdom, Fluent's focus manager (Tabster) may mark an open dialog aria-hidden after a moment;
    // browsers do not, so the queries inside look at hidden nodes too.
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(router.state.location.pathname).toBe('/admin-dashboard/packages/destinations/edit/3');

    fireEvent.click(screen.getByRole('link', { name: 'Back to Destinations' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Leave without saving', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/packages/destinations'));
  });

  it('creates a cruise group with the Cruise_ prefix and goes back to the list', async () => {
    const requests = fakeApi({
      createContinent: (request) => ({ continent_id: 9, ...request.body, countries: withIds(request.body.countries), ...audit() }),
      listContinents: [],
    });
    const { router } = renderEditor('/admin-dashboard/packages/destinations/new?cruise');
    expect(screen.getByRole('heading', { level: 1, name: 'New cruise group' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Cruise group name/ }), { target: { value: 'Expedition' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add country' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Country 1/ }), { target: { value: 'Antarctica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cruise'));
    expect(router.state.location.pathname).toBe('/admin-dashboard/packages/destinations');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      continent_name: 'Cruise_Expedition',
      countries: [{ name: 'Antarctica', cities: [] }],
    });
  });
});
