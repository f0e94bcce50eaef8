import { routes } from '@tdp/shared/api/routes';
import type { BestBetView } from '@tdp/shared/schemas/best-bet';
import { useApi } from '../../../lib/use-api.ts';

/** The top best bets with their package cards (`GET /top-best-bets`). */
export function useBestBets() {
  return useApi<BestBetView[]>(routes.listBestBets);
}
