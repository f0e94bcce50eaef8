import { routes } from '@tdp/shared/api/routes';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { useApi } from '../../../lib/use-api.ts';

/** Departure cities (`GET /departures`), with their versions for renaming. */
export function useDepartureCities() {
  return useApi<DepartureCity[]>(routes.listDepartureCities);
}
