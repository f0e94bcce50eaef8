import { useMemo } from 'react';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import { useApi } from '../../../lib/use-api.ts';

/**
 * The destination tree the filter offers: geographic continents or `Cruise_` groups. Read from the whole
 * tree (`GET /destinations/continents`), the same read as the header's menus, so they share one answer.
 */
export function useDestinationTree(type: 'regular' | 'cruise') {
  const tree = useApi(catalogueReadRoutes.listContinents);
  const data = useMemo(() => tree.data?.filter((continent) => isCruiseContinent(continent) === (type === 'cruise')), [tree.data, type]);
  return { data, error: tree.error, retry: () => void tree.mutate() };
}
