import { routes } from '@tdp/shared/api/routes';
import type { BestBetView } from '@tdp/shared/schemas/best-bet';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** The top best bets with their package cards (`GET /top-best-bets`), asked once the hero has painted. */
export function useBestBets() {
  return useApiAfterFirstScreen<BestBetView[]>(routes.listBestBets);
}
