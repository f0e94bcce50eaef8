import { createCollectionRepository } from './collection-repository.ts';

/** Departure cities (`{id, city_name}`), one partition of the content table. */
export const departureCityRepository = createCollectionRepository<{ city_name: string }>('departureCity', 'departureCity', 'There is no such departure city.');
