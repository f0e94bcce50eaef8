import { routes } from '@tdp/shared/api/routes';
import type { LeadDetail } from '@tdp/shared/schemas/lead';
import { useApi } from '../../../lib/use-api.ts';

/** One lead with its form, notes and e-mail sends (`GET /api/admin/leads/{id}`). */
export function useLead(id: string) {
  return useApi<{ data: LeadDetail }>(routes.getLead, { id });
}
