import { routes } from '@tdp/shared/api/routes';
import type { TopPickView } from '@tdp/shared/schemas/top-pick';
import { useApi } from '../../../lib/use-api.ts';

/** Each continent's two top-pick cards (`GET /destinations/continents/all/top-picks`), once `enabled`. */
export function useTopPicks(enabled = true) {
  return useApi<TopPickView[]>(enabled ? routes.listTopPicks : null);
}
