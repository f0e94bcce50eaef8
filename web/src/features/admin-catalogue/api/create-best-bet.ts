import { routes } from '@tdp/shared/api/routes';
import type { BestBet, BestBetCreateInput } from '@tdp/shared/schemas/best-bet';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /top-best-bets`: adds a top best bet. */
export function createBestBet(body: BestBetCreateInput): Promise<BestBet> {
  return apiFetch<BestBet>(routes.createBestBet, { body });
}
