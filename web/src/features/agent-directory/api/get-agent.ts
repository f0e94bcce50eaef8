import { routes } from '@tdp/shared/api/routes';
import type { AgentProfileAnswer } from '@tdp/shared/schemas/agent-profile';
import { useApi } from '../../../lib/use-api.ts';

/** One active agent's public profile (`GET /api/agents/{slug}`); a 404 `ApiError` when unknown or inactive. */
export function useAgentProfile(slug: string) {
  return useApi<AgentProfileAnswer>(routes.getAgent, { slug });
}
