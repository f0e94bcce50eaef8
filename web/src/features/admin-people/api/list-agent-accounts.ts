import { routes } from '@tdp/shared/api/routes';
import type { AgentAccountListAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/agents`: every agent profile, active or not, by name, with its login. */
export function useAgentAccounts() {
  return useApi<AgentAccountListAnswer>(routes.listAgentAccounts);
}
