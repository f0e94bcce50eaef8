import { describe, expect, it } from 'vitest';
import { continentCreateInputSchema } from '@tdp/shared/schemas/destination';
import { continentDraftReducer, continentInputFrom, draftFromContinent, type ContinentDraft } from './continent-draft.ts';

const europe = {
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
};

function apply(draft: ContinentDraft, ...actions: Parameters<typeof continentDraftReducer>[1][]): ContinentDraft {
  return actions.reduce(continentDraftReducer, draft);
}

describe('continent draft', () => {
  it('round-trips a saved tree: places keep their ids, the body carries no editor keys', () => {
    const draft = draftFromContinent(europe, 'regular');
    expect(draft.countries.map((country) => country.key)).toEqual(['country-10', 'country-11']);
    expect(continentInputFrom(draft, 'regular')).toEqual(europe);
  });

  it('adds, renames and removes places at each level; new places go without an id', () => {
    const draft = apply(
      draftFromContinent(europe, 'regular'),
      { type: 'rename', name: 'Western Europe' },
      { type: 'renameCountry', countryKey: 'country-11', name: 'Italia' },
      { type: 'addCity', countryKey: 'country-11', key: 'new-1' },
      { type: 'renameCity', countryKey: 'country-11', cityKey: 'new-1', name: 'Rome' },
      { type: 'removeCity', countryKey: 'country-10', cityKey: 'city-101' },
      { type: 'renameCity', countryKey: 'country-10', cityKey: 'city-100', name: 'Paris (Île-de-France)' },
      { type: 'addCountry', key: 'new-2' },
      { type: 'renameCountry', countryKey: 'new-2', name: 'Spain' },
    );
    expect(continentInputFrom(draft, 'regular')).toEqual({
      continent_name: 'Western Europe',
      countries: [
        { id: 10, name: 'France', cities: [{ id: 100, name: 'Paris (Île-de-France)' }] },
        { id: 11, name: 'Italia', cities: [{ name: 'Rome' }] },
        { name: 'Spain', cities: [] },
      ],
    });
    const removed = apply(draft, { type: 'removeCountry', countryKey: 'country-10' });
    expect(continentInputFrom(removed, 'regular').countries.map((country) => country.name)).toEqual(['Italia', 'Spain']);
  });

  it("edits a cruise group's name without its Cruise_ prefix and puts it back for the API", () => {
    const draft = draftFromContinent({ continent_name: 'Cruise_River_Cruises', countries: [] }, 'cruise');
    expect(draft.name).toBe('River Cruises');
    expect(continentInputFrom(apply(draft, { type: 'rename', name: ' Ocean Voyages ' }), 'cruise').continent_name).toBe('Cruise_Ocean_Voyages');
  });

  it('leaves an empty name empty, so the shared schema reports it with the field paths the form shows', () => {
    const draft = apply(draftFromContinent(null, 'cruise'), { type: 'addCountry', key: 'new-1' });
    const parsed = continentCreateInputSchema.safeParse(continentInputFrom(draft, 'cruise'));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['continent_name', 'countries.0.name']);
  });
});
