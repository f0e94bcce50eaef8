import { routes } from '@tdp/shared/api/routes';
import type { SupplierAnswer } from '@tdp/shared/schemas/supplier';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/supplier/{id}`: one active supplier; `null` waits (an id that is not a number). */
export function usePortalSupplier(id: number | null) {
  return useApi<SupplierAnswer>(id === null ? null : routes.getPortalSupplier, id === null ? undefined : { id });
}
