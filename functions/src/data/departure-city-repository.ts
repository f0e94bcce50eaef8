import type { FrenchVersion } from '@tdp/shared/catalogue/french-version';
import { createCollectionRepository } from './collection-repository.ts';

/** Departure cities (`{id, city_name, fr?}`), one partition of the content table. */
export const departureCityRepository = createCollectionRepository<{ city_name: string; fr?: FrenchVersion }>(
  'departureCity',
  'departureCity',
  'There is no such departure city.',
);
