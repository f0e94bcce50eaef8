import { useState } from 'react';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { audit, stubCatalogueApi } from '../../../test/stub-catalogue-api.ts';
import { DestinationsPicker } from './destinations-picker.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const tree = [
  { continent_id: 1, continent_name: 'Africa', countries: [{ id: 3, name: 'Morocco', cities: [{ id: 7, name: 'Marrakesh' }] }], ...audit() },
  { continent_id: 2, continent_name: 'Europe', countries: [{ id: 5, name: 'France', cities: [{ id: 9, name: 'Nice' }] }], ...audit() },
];

function Picker({ onChange }: { onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <DestinationsPicker
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

describe('DestinationsPicker', () => {
  it('gives every checkbox an id of its own, and its label ticks nothing', async () => {
    const requests = stubCatalogueApi({ 'GET /destinations/continents': { status: 200, body: tree } });
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Picker onChange={onChange} />);
    const destinationTree = await screen.findByRole('tree', { name: 'Destination tree' });
    // Open the branches so the countries' and cities' checkboxes are in the page too.
    for (const name of ['Africa', 'Europe']) fireEvent.click(within(destinationTree).getByText(name));
    for (const name of ['Morocco', 'France']) fireEvent.click(await within(destinationTree).findByText(name));
    await within(destinationTree).findByText('Nice');

    const checkboxes = within(destinationTree).getAllByRole('checkbox');
    expect(checkboxes.length).toBe(6);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // No checkbox takes the group's name: each is named by its own place.
    for (const checkbox of checkboxes) expect(checkbox.getAttribute('aria-labelledby') ?? '').not.toMatch(/label/);

    // The group's title is not a label of one checkbox: clicking it ticks nothing.
    const title = screen.getByText('Destinations');
    expect(title.closest('label')?.htmlFor ?? '').toBe('');
    fireEvent.click(title);
    expect(onChange).not.toHaveBeenCalled();
    expect(checkboxes.every((checkbox) => !(checkbox as HTMLInputElement).checked)).toBe(true);
    // The group is named by its title and described by its hint.
    expect(screen.getByRole('group', { name: 'Destinations' })).toBeTruthy();
    // The admin picks from the whole tree, places without a deal on sale included (visitors see only those with one).
    expect(requests.map((request) => `${request.path}?${request.query}`)).toEqual(['/destinations/continents?isFromAdmin=true']);
  });
});
