import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackage, Package } from '@tdp/shared/schemas/package';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { audit, conflict, stubCatalogueApi, type FakeRequest } from '../../../test/stub-catalogue-api.ts';
import { PackageBuilderPage } from './package-builder-page.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const choices = {
  'GET /travel-styles': { status: 200, body: [{ id: 4, style_name: 'Cruises', ...audit() }] },
  'GET /departures': { status: 200, body: [{ id: 1, city_name: 'Vancouver', ...audit() }] },
  'GET /destinations/continents': {
    status: 200,
    body: [{ continent_id: 2, continent_name: 'Europe', countries: [{ id: 5, name: 'France', cities: [{ id: 9, name: 'Nice' }] }], ...audit() }],
  },
  'GET /tables': { status: 200, body: [] },
  // The package's agent notes (their own section, saved on their own): none yet.
  'GET /api/admin/packages/42/agent-notes': {
    status: 200,
    body: {
      data: { packageId: 42, commissionNote: '', supplierName: '', bookingCode: '', sellingNotes: '', files: [], version: 0, updatedAt: null, updatedBy: null },
    },
  },
};

const stored: AdminPackage = {
  id: 42,
  package_url: 'seven-nights-in-nice',
  title: 'Seven nights in Nice',
  banner_image: 'package-images/nice.jpg',
  price: 1299,
  tax: 210,
  icons_data: [],
  dateRanges: [{ id: 'd1', type: 'specific', start: '2027-05-04', end: '2027-05-04' }],
  destinationIds: ['city-9'],
  travelStyleIds: [],
  departureCityIds: [],
  status: 'draft',
  validFrom: null,
  validUntil: null,
  seo: { title: '', description: '' },
  tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'A week on the Riviera.' } }],
  ...audit(3),
  priceSource: { from: 'package' },
};

/** A tab's visible name (Fluent also keeps a hidden copy of it to reserve its bold width). */
function tabName(tab: HTMLElement): string | null | undefined {
  return tab.querySelector('.fui-Tab__content')?.textContent;
}

function renderAt(path: string) {
  return renderWithProviders(<PackageBuilderPage />, {
    path,
    routePath: path.includes('/edit/') ? '/admin-dashboard/packages/edit/:id' : '/admin-dashboard/packages/add',
  });
}

describe('PackageBuilderPage', () => {
  it('makes the url from the title, checks the fields before sending, and creates the package', async () => {
    const requests = stubCatalogueApi({
      ...choices,
      'POST /packages': (request: FakeRequest) => ({ status: 201, body: { ...stored, ...(request.body as object), id: 77, ...audit(1) } }),
      'GET /api/media/files': {
        status: 200,
        body: {
          folder: 'package-images/',
          folders: [],
          files: [
            { key: 'package-images/banff.jpg', name: 'banff.jpg', size: 2048, lastModified: '2027-01-01T00:00:00.000Z', contentType: 'image/jpeg', url: '' },
          ],
          nextCursor: null,
        },
      },
    });
    const { router } = renderAt('/admin-dashboard/packages/add');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'Banff in winter' } });
    expect((screen.getByRole('textbox', { name: /^Url/ }) as HTMLInputElement).value).toBe('banff-in-winter');

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Check these fields')).toBeTruthy();
    expect(screen.getByText('Price per person (CAD) must be a number.')).toBeTruthy();
    expect(screen.getByText('Summary is required.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('spinbutton', { name: /^Price per person/ }), { target: { value: '1299' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Taxes and fees/ }), { target: { value: '150' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), { target: { value: 'Snow and hot springs.' } });
    // No banner yet: the schema asks for one.
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Banner image is required.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Select banff.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose an image' })).toBeNull());
    expect(screen.getByText('package-images/banff.jpg')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/packages/edit/77'));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      package_url: 'banff-in-winter',
      title: 'Banff in winter',
      banner_image: 'package-images/banff.jpg',
      // Chosen from the library as it is: no link-preview image of its own.
      share_image: null,
      price: 1299,
      tax: 150,
      icons_data: [],
      dateRanges: [],
      destinationIds: [],
      travelStyleIds: [],
      departureCityIds: [],
      status: 'draft',
      validFrom: null,
      validUntil: null,
      seo: { title: '', description: '' },
      tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Snow and hot springs.' } }],
    });
  });

  it('adds a tab choosing its layout, and says why a taken name is refused', async () => {
    stubCatalogueApi(choices);
    renderAt('/admin-dashboard/packages/add');
    const tabList = await screen.findByRole('tablist', { name: 'Tabs of the package' });
    expect(within(tabList).getAllByRole('tab').map(tabName)).toEqual(['Overview']);

    fireEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tab' });
    const nameInput = within(dialog).getByRole('textbox', { name: /Tab name/ });
    fireEvent.change(nameInput, { target: { value: 'overview' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Another tab is already called “overview”.')).toBeTruthy();

    fireEvent.change(nameInput, { target: { value: 'Questions' } });
    // Under jsdom, Fluent's focus manager may briefly mark the dialog aria-hidden while the alert appears:
    // look the controls up regardless, the browser test covers the dialog's accessibility.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'FAQ', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add', hidden: true }));
    await waitFor(() => expect(within(tabList).getAllByRole('tab').map(tabName)).toEqual(['Overview', 'Questions']));
    expect(screen.getByText('FAQ layout')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add question' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move tab earlier' }));
    await waitFor(() => expect(within(tabList).getAllByRole('tab').map(tabName)).toEqual(['Questions', 'Overview']));
  });

  it('saves an edit with the version it read; a 409 merges with their version, asks only for what both changed, and saves on their version', async () => {
    // The stored package: someone else saves version 4 (title, price, Overview summary) while this editor works on version 3.
    let current: Package = stored;
    const requests = stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': () => ({ status: 200, body: current }),
      'PUT /packages/42': (request) => {
        const body = request.body as Package;
        if (current.version === 3) {
          current = {
            ...stored,
            title: 'Their title',
            price: 1399,
            tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Their week on the Riviera.' } }],
            ...audit(4),
            updatedBy: 'sam.admin',
          };
        }
        if (body.version !== current.version) return conflict('This package was changed since you loaded it.', { version: 'is 4 now' });
        current = { ...current, ...body, ...audit(current.version + 1) };
        return { status: 200, body: current };
      },
    });
    renderAt('/admin-dashboard/packages/edit/42');
    const title = (await screen.findByRole('textbox', { name: /^Title/ })) as HTMLInputElement;
    expect(title.value).toBe('Seven nights in Nice');
    expect(screen.getByText('Version 3')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Eight nights in Nice' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Search title/ }), { target: { value: 'Nice in spring' } });

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your changes and version 4' });
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({ title: 'Eight nights in Nice', version: 3 });
    // Their price and summary are taken, my search title kept; only the title, changed by both, asks.
    expect(
      within(within(dialog).getByRole('region', { name: 'Taken from their version' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price per person (CAD): $1,399.00', 'Tab Overview › Summary: Their week on the Riviera.']);
    expect(
      within(within(dialog).getByRole('region', { name: 'Kept from your changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Search title']);
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Title']);
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Eight nights in Nice');

    fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'What to keep for Title' })).getByRole('radio', { name: 'Keep mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save combined package' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'PUT')[1]!.body).toMatchObject({
      title: 'Eight nights in Nice',
      price: 1399,
      seo: { title: 'Nice in spring', description: '' },
      tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Their week on the Riviera.' } }],
      version: 4,
    });
    expect(await screen.findByText('Version 5')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Eight nights in Nice');
    expect((screen.getByRole('spinbutton', { name: /^Price per person/ }) as HTMLInputElement).value).toBe('1399');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('offers their version when someone else saved, and says so when a save changed nothing', async () => {
    let version = 3;
    stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': () => ({ status: 200, body: { ...stored, title: version === 3 ? stored.title : 'Their title', ...audit(version) } }),
      'PUT /packages/42': (request) => {
        if ((request.body as Package).title === stored.title) return { status: 200, body: stored };
        version = 4;
        return conflict('This package was changed since you loaded it.', { version: 'is 4 now' });
      },
    });
    renderAt('/admin-dashboard/packages/edit/42');
    await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect((await screen.findAllByText('Nothing changed: the package stays at version 3.')).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Eight nights in Nice' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your changes and version 4' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toContain('Someone else saved this package');
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Eight nights in Nice');

    fireEvent.click(within(bar).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Their title'));
    expect(screen.getByText('Version 4')).toBeTruthy();
  });

  it('shows the price and taxes of a package priced by its departures as theirs, not to be typed, with the all-in price of the day', async () => {
    const departure = { id: 'a', departureCityId: 1, date: '2099-05-04', price: 1399, tax: 220, occupancy: 'double', availability: 'available' } as const;
    const priceSource = { from: 'departures', open: 1 } as const;
    stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': { status: 200, body: { ...stored, price: 1399, tax: 220, departures: [departure], priceSource } },
    });
    renderAt('/admin-dashboard/packages/edit/42');
    const price = (await screen.findByRole('spinbutton', { name: /^Price per person/ })) as HTMLInputElement;
    const tax = screen.getByRole('spinbutton', { name: /^Taxes and fees per person/ }) as HTMLInputElement;
    expect([price.readOnly, tax.readOnly, price.value, tax.value]).toEqual([true, true, '1399', '220']);
    expect(
      screen.getByText(
        'Today: From $1,619 per person, all in · from 1 open departure. Set by the departures below: the lowest open departure’s, updated when you save.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Set by the departures below: the lowest open departure’s, updated when you save.')).toHaveLength(1);
  });

  it('has an Agent notes section, saved on its own once the package exists', async () => {
    stubCatalogueApi({ ...choices, 'GET /packages/edit-form/42': { status: 200, body: stored } });
    const { unmount } = renderAt('/admin-dashboard/packages/edit/42');
    const section = await screen.findByRole('region', { name: 'Agent notes' });
    expect(await within(section).findByText('Notes not saved yet')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Save agent notes' })).toBeTruthy();
    unmount();
    renderAt('/admin-dashboard/packages/add');
    const newSection = await screen.findByRole('region', { name: 'Agent notes' });
    expect(within(newSection).getByText('Save the package first: its agent notes can be added once it exists.')).toBeTruthy();
  });

  it('shows a taken url under the url field', async () => {
    stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': { status: 200, body: stored },
      'PUT /packages/42': conflict('Another package already uses this url.', { package_url: 'is already used by another package' }),
    });
    renderAt('/admin-dashboard/packages/edit/42');
    const url = await screen.findByRole('textbox', { name: /^Url/ });
    fireEvent.change(url, { target: { value: 'taken-slug' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Url is already used by another package: choose another url.')).toBeTruthy();
  });

  it("shows under its field a picture the server could not decode (422), and under a tab's field the same way", async () => {
    stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': { status: 200, body: stored },
      'PUT /packages/42': {
        status: 422,
        body: {
          error: {
            code: 'UNPROCESSABLE',
            message: '2 pictures cannot be shown on the site: see each field named. Choose or upload other pictures.',
            fields: {
              banner_image: 'is not a JPEG, PNG or WebP picture, or is damaged',
              'tabs.0.fields.summary': 'has a picture that is not in the media library (upload it again)',
            },
          },
        },
      },
    });
    renderAt('/admin-dashboard/packages/edit/42');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Eight nights in Nice' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Banner image is not a JPEG, PNG or WebP picture, or is damaged.')).toBeTruthy();
    expect(screen.getByText('Summary has a picture that is not in the media library (upload it again).')).toBeTruthy();
  });

  it("asks before changing a published package's address: links to the old one will redirect", async () => {
    const published: Package = { ...stored, status: 'published' };
    const requests = stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': { status: 200, body: published },
      'PUT /packages/42': (request: FakeRequest) => ({ status: 200, body: { ...published, ...(request.body as object), ...audit(4) } }),
    });
    renderAt('/admin-dashboard/packages/edit/42');
    const url = await screen.findByRole('textbox', { name: /^Url/ });
    fireEvent.change(url, { target: { value: 'a-week-in-nice' } });
    const puts = () => requests.filter((request) => request.method === 'PUT');

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the address of this published package?' });
    expect(dialog.textContent).toContain('/deals/seven-nights-in-nice');
    expect(dialog.textContent).toContain('will redirect to');
    expect(dialog.textContent).toContain('/deals/a-week-in-nice');
    expect(puts()).toHaveLength(0);

    // Cancel: nothing is sent, the edit stays.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts()).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: /^Url/ }) as HTMLInputElement).value).toBe('a-week-in-nice');

    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const again = await screen.findByRole('alertdialog', { name: 'Change the address of this published package?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Change address and save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ package_url: 'a-week-in-nice', version: 3 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Version 4')).toBeTruthy();

    // The new address is the stored one now: saving other changes asks nothing.
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'A week in Nice' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says which package still redirects from a url it is refused', async () => {
    stubCatalogueApi({
      ...choices,
      'GET /packages/edit-form/42': { status: 200, body: stored },
      'PUT /packages/42': conflict('This url is still the old address of “Banff in winter”.', { package_url: 'is still the old address of “Banff in winter”' }),
    });
    renderAt('/admin-dashboard/packages/edit/42');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Url/ }), { target: { value: 'banff-2026' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Url is still the old address of “Banff in winter”: choose another url.')).toBeTruthy();
  });
});
