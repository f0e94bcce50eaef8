import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /promotions/{id}`: deletes a promotion. */
export async function deletePromotion(id: number): Promise<void> {
  await apiFetch<void>(routes.deletePromotion, { params: { id } });
}
