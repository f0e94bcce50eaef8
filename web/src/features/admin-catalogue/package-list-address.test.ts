import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_ORDER, orderAfterChoosing, packageListSearchOf, packageListViewFrom } from './package-list-address.ts';

const NO_FILTERS = { search: '', status: '', destinationId: '', travelStyleId: '' } as const;

describe('package list address', () => {
  it('reads search, filters and order back as they were written', () => {
    const view = {
      filters: { search: 'nice beach', status: 'draft', destinationId: 'country-5', travelStyleId: '4' },
      order: { sort: 'price', dir: 'desc' },
    } as const;
    const search = packageListSearchOf(view);
    expect(search.toString()).toBe('q=nice+beach&status=draft&destination=country-5&style=4&sort=price&dir=desc');
    expect(packageListViewFrom(search)).toEqual(view);
  });

  it('leaves defaults out: the plain list in its default order has an empty query', () => {
    expect(packageListSearchOf({ filters: NO_FILTERS, order: DEFAULT_PACKAGE_ORDER }).toString()).toBe('');
    expect(packageListSearchOf({ filters: NO_FILTERS, order: { sort: 'title', dir: 'asc' } }).toString()).toBe('sort=title');
    expect(packageListSearchOf({ filters: NO_FILTERS, order: { sort: 'updated', dir: 'asc' } }).toString()).toBe('sort=updated&dir=asc');
    expect(packageListViewFrom(new URLSearchParams('sort=title')).order).toEqual({ sort: 'title', dir: 'asc' });
  });

  it('reads values it cannot use as their defaults', () => {
    expect(packageListViewFrom(new URLSearchParams('status=gone&destination=planet-3&style=abc&sort=colour&dir=sideways'))).toEqual({
      filters: NO_FILTERS,
      order: DEFAULT_PACKAGE_ORDER,
    });
  });

  it('turns the chosen column round, and starts another in its first direction', () => {
    expect(orderAfterChoosing(DEFAULT_PACKAGE_ORDER, 'updated')).toEqual({ sort: 'updated', dir: 'asc' });
    expect(orderAfterChoosing(DEFAULT_PACKAGE_ORDER, 'title')).toEqual({ sort: 'title', dir: 'asc' });
    expect(orderAfterChoosing({ sort: 'title', dir: 'asc' }, 'title')).toEqual({ sort: 'title', dir: 'desc' });
    expect(orderAfterChoosing({ sort: 'price', dir: 'desc' }, 'updated')).toEqual({ sort: 'updated', dir: 'desc' });
  });
});
