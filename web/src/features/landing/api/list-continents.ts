import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import { useApi } from '../../../lib/use-api.ts';

/**
 * The geographic continents with their countries, for the hero search. Read from the whole tree
 * (`GET /destinations/continents`), the same read as the header's menus, so the two share one answer.
 */
export function useRegularContinents() {
  const tree = useApi(catalogueReadRoutes.listContinents);
  return { ...tree, data: tree.data?.filter((continent) => !isCruiseContinent(continent)) };
}
