import { routes } from '@tdp/shared/api/routes';
import type { AgentAccountAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/admin/agents/{slug}`: one agent (profile, login, version); `null` waits. */
export function useAgentAccount(slug: string | null) {
  return useApi<AgentAccountAnswer>(slug === null ? null : routes.getAgentAccount, slug === null ? undefined : { slug });
}
