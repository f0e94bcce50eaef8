import { routes } from '@tdp/shared/api/routes';
import type { AgentDirectoryAnswer } from '@tdp/shared/schemas/agent-profile';
import { useApi } from '../../../lib/use-api.ts';

/** The active connected agents, ordered by name (`GET /api/all-agents`). */
export function useAgentDirectory() {
  return useApi<AgentDirectoryAnswer>(routes.listAgents);
}
