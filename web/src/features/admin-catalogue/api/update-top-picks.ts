import { routes } from '@tdp/shared/api/routes';
import type { TopPick, TopPickUpdateInput } from '@tdp/shared/schemas/top-pick';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /destinations/continents/top-picks/{id}`: sets a continent's two picks (version 0 = none saved yet). */
export function updateTopPicks(continentId: number, body: TopPickUpdateInput): Promise<TopPick> {
  return apiFetch<TopPick>(routes.updateTopPicks, { params: { id: continentId }, body });
}
