import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /top-best-bets/{id}`: removes a best bet (the package itself stays). */
export async function deleteBestBet(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteBestBet, { params: { id } });
}
