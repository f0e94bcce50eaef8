import { routes } from '@tdp/shared/api/routes';
import type { Continent } from '@tdp/shared/schemas/destination';
import { useApi } from '../../../lib/use-api.ts';

/** Which part of the destination tree a screen manages: geographic continents or `Cruise_` groups. */
export type DestinationKind = 'regular' | 'cruise';

/** Continents of one kind with their countries and cities (`GET /destinations/continents?type=`). */
export function useContinents(type?: DestinationKind) {
  return useApi<Continent[]>(routes.listContinents, undefined, type ? { type } : undefined);
}
