import type { DepartureCity, DepartureCityCreateInput, DepartureCityUpdateInput } from '@tdp/shared/schemas/departure-city';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { itemsInLanguage } from '@tdp/shared/catalogue/french-version';
import { DEPARTURE_CITY_TEXTS } from '@tdp/shared/schemas/departure-city';
import type { WriteActor } from '../../data/content-table.ts';
import { departureCityRepository } from '../../data/departure-city-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';
import { refuseTakenName } from '../catalogue/unique-name.ts';

/** Departure cities in id order, whole (admins). */
export function listDepartureCities(): Promise<DepartureCity[]> {
  return departureCityRepository.list();
}

/** Departure cities in id order as visitors read them in `lang` (in French those with a French name, by it). */
export async function listDepartureCitiesIn(lang: CatalogueLanguage): Promise<DepartureCity[]> {
  return itemsInLanguage(await departureCityRepository.list(), DEPARTURE_CITY_TEXTS, lang);
}

/** Adds a departure city with the next free id; names are unique ignoring case. */
export async function createDepartureCity(input: DepartureCityCreateInput, actor: WriteActor): Promise<DepartureCity> {
  refuseTakenName(
    await departureCityRepository.list(),
    (c) => c.city_name,
    (c) => c.id,
    input.city_name,
    null,
    'city_name',
    'departure city',
  );
  return departureCityRepository.create({ city_name: input.city_name, ...(input.fr ? { fr: input.fr } : {}) }, actor);
}

/** Renames a departure city if it is still at `input.version`. */
export async function renameDepartureCity(id: number, input: DepartureCityUpdateInput, actor: WriteActor): Promise<DepartureCity> {
  refuseTakenName(
    await departureCityRepository.list(),
    (c) => c.city_name,
    (c) => c.id,
    input.city_name,
    id,
    'city_name',
    'departure city',
  );
  // A body without `fr` keeps the stored French name.
  return departureCityRepository.update(id, input.version, { city_name: input.city_name, ...(input.fr ? { fr: input.fr } : {}) }, actor);
}

/** Deletes a departure city unless a published package departs from it (409 naming them). */
export async function deleteDepartureCity(id: number): Promise<void> {
  await refuseIfPublishedPackagesUse('departure city', (card) => card.departureCityIds.includes(id));
  await departureCityRepository.remove(id);
}
