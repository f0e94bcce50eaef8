import { routes } from '@tdp/shared/api/routes';
import type { AgentDirectoryAnswer } from '@tdp/shared/schemas/agent-profile';
import { useApi } from '../../../lib/use-api.ts';

/** The active connected agents (`GET /api/all-agents`): the inbox's agent filter and the assign choice. */
export function useAssignableAgents() {
  return useApi<AgentDirectoryAnswer>(routes.listAgents);
}
