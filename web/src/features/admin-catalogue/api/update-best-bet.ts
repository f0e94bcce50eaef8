import { routes } from '@tdp/shared/api/routes';
import type { BestBet, BestBetUpdateInput } from '@tdp/shared/schemas/best-bet';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /top-best-bets/{id}`: changes a best bet still at `body.version` (409 otherwise). */
export function updateBestBet(id: number, body: BestBetUpdateInput): Promise<BestBet> {
  return apiFetch<BestBet>(routes.updateBestBet, { params: { id }, body });
}
