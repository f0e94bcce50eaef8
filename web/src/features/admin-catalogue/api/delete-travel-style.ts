import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /travel-styles/{id}`: refused (409 naming them) while published packages carry the style. */
export async function deleteTravelStyle(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteTravelStyle, { params: { id } });
}
