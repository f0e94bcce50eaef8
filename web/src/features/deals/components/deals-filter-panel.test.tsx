import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import type { DealsQueryFilter } from '@tdp/shared/deals/deals-filter-query';
import type { Continent } from '@tdp/shared/schemas/destination';
import { PageReadsContext, type PageReadSeed } from '../../../lib/page-reads.ts';
import { readKey } from '../../../lib/read-key.ts';
import { DealsFilterPanel } from './deals-filter-panel.tsx';

const audit = { version: 1, createdAt: '2026-11-01T09:00:00.000Z', createdBy: 'seed', updatedAt: '2026-11-01T09:00:00.000Z', updatedBy: 'seed' };
const continents: Continent[] = [
  { continent_id: 1, continent_name: 'Europe', countries: [{ id: 10, name: 'France', cities: [{ id: 100, name: 'Paris' }] }], ...audit },
  { continent_id: 2, continent_name: 'Asia', countries: [{ id: 20, name: 'Japan', cities: [] }], ...audit },
];

/** What the deals page's loader reads for the filter: the server renders the groups from them. */
const reads: Record<string, PageReadSeed> = {
  [readKey(catalogueReadRoutes.listContinents)]: { data: continents },
  [readKey(catalogueReadRoutes.listTravelStyles)]: { data: [{ id: 13, style_name: 'Last Minute', ...audit }] },
  [readKey(catalogueReadRoutes.listDepartureCities)]: { data: [{ id: 1, city_name: 'Vancouver', ...audit }] },
};

const noFilter: DealsQueryFilter = { destinationIds: [], travelStyleIds: [] };

function Panel({ onChange }: { onChange: (next: DealsQueryFilter) => void }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <PageReadsContext value={reads}>
        <DealsFilterPanel
          filter={noFilter}
          destinationType="regular"
          styleChoice="all"
          isFiltered={false}
          total={3}
          onChange={onChange}
          onClear={() => undefined}
        />
      </PageReadsContext>
    </SWRConfig>
  );
}

const disabled = (element: Element) => element.matches(':disabled');

// React's act() outside Testing Library's render (hydrateRoot here).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('DealsFilterPanel', () => {
  it('renders its boxes on the server, disabled until the page has hydrated; then a click changes the filter', async () => {
    const onChange = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Panel onChange={onChange} />);
    document.body.append(container);

    // The server's HTML: every group with its boxes and buttons, none of them usable yet (a click would do nothing).
    const europe = screen.getByRole('checkbox', { name: 'Europe' });
    for (const name of ['Asia', 'Last Minute', 'Vancouver']) expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    // Twelve travel months besides.
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.getAllByRole('checkbox').every(disabled)).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Places in Europe' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Filters' }))).toBe(true);

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Panel onChange={onChange} />);
    });
    // Hydrated: the same boxes, now usable.
    expect(screen.getByRole('checkbox', { name: 'Europe' })).toBe(europe);
    expect(screen.getAllByRole('checkbox').some(disabled)).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Places in Europe' }))).toBe(false);
    fireEvent.click(europe);
    expect(onChange).toHaveBeenCalledWith({ ...noFilter, destinationIds: ['continent-1'] });
    expect(errors).not.toHaveBeenCalled();
  });
});
