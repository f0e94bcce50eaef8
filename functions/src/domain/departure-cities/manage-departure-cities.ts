import type { DepartureCity, DepartureCityCreateInput, DepartureCityUpdateInput } from '@tdp/shared/schemas/departure-city';
import type { WriteActor } from '../../data/content-table.ts';
import { departureCityRepository } from '../../data/departure-city-repository.ts';
import { refuseIfPublishedPackagesUse } from '../catalogue/published-use-guard.ts';
import { refuseTakenName } from '../catalogue/unique-name.ts';

/** Departure cities in id order. */
export function listDepartureCities(): Promise<DepartureCity[]> {
  return departureCityRepository.list();
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
  return departureCityRepository.create({ city_name: input.city_name }, actor);
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
  return departureCityRepository.update(id, input.version, { city_name: input.city_name }, actor);
}

/** Deletes a departure city unless a published package departs from it (409 naming them). */
export async function deleteDepartureCity(id: number): Promise<void> {
  await refuseIfPublishedPackagesUse('departure city', (card) => card.departureCityIds.includes(id));
  await departureCityRepository.remove(id);
}
