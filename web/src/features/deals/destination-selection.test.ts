import { describe, expect, it } from 'vitest';
import { destinationCheckState, indexDestinations, toggleDestination } from './destination-selection.ts';

// Europe (1): France (10: Paris 100, Nice 101), Italy (11: Rome 110); Asia (2): Japan (20, no cities).
const index = indexDestinations([
  {
    continent_id: 1,
    countries: [
      {
        id: 10,
        name: 'France',
        cities: [
          { id: 100, name: 'Paris' },
          { id: 101, name: 'Nice' },
        ],
      },
      { id: 11, name: 'Italy', cities: [{ id: 110, name: 'Rome' }] },
    ],
  },
  { continent_id: 2, countries: [{ id: 20, name: 'Japan', cities: [] }] },
]);

describe('destinationCheckState', () => {
  it('checks a listed place and everything inside it', () => {
    expect(destinationCheckState(index, ['continent-1'], 'continent-1')).toBe(true);
    expect(destinationCheckState(index, ['continent-1'], 'country-11')).toBe(true);
    expect(destinationCheckState(index, ['continent-1'], 'city-100')).toBe(true);
    expect(destinationCheckState(index, ['continent-1'], 'continent-2')).toBe(false);
  });

  it('shows a place as mixed when only places inside it are listed', () => {
    expect(destinationCheckState(index, ['city-101'], 'continent-1')).toBe('mixed');
    expect(destinationCheckState(index, ['city-101'], 'country-10')).toBe('mixed');
    expect(destinationCheckState(index, ['city-101'], 'country-11')).toBe(false);
  });
});

describe('toggleDestination', () => {
  it('lists a checked place and drops the places inside it that it now covers', () => {
    expect(toggleDestination(index, ['city-100', 'country-20'], 'country-10')).toEqual(['country-20', 'country-10']);
  });

  it('checks a mixed place rather than clearing it', () => {
    expect(toggleDestination(index, ['city-101'], 'continent-1')).toEqual(['continent-1']);
  });

  it('unchecks a continent chosen from the menu (its countries and itself) completely', () => {
    expect(toggleDestination(index, ['country-10', 'country-11', 'continent-1'], 'continent-1')).toEqual([]);
  });

  it('keeps the rest of a listed continent chosen when one of its countries is unchecked', () => {
    expect(toggleDestination(index, ['continent-1', 'country-20'], 'country-10')).toEqual(['country-20', 'country-11']);
    expect(toggleDestination(index, ['country-10', 'country-11', 'continent-1'], 'country-10')).toEqual(['country-11']);
  });

  it('splits every listed place around an unchecked city down to its siblings', () => {
    expect(toggleDestination(index, ['continent-1'], 'city-100')).toEqual(['country-11', 'city-101']);
  });

  it('keeps ids that are not in the tree', () => {
    expect(toggleDestination(index, ['country-999'], 'city-110')).toEqual(['country-999', 'city-110']);
    expect(toggleDestination(index, ['country-999', 'city-110'], 'city-110')).toEqual(['country-999']);
  });
});
