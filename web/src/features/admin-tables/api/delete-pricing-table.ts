import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /tables/{id}`: deletes a table unless published packages show it (409 naming them). */
export async function deletePricingTable(id: number): Promise<void> {
  await apiFetch<void>(routes.deletePricingTable, { params: { id } });
}
