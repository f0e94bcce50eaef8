import { routes } from '@tdp/shared/api/routes';
import type { AgentDirectoryAnswer } from '@tdp/shared/schemas/agent-profile';
import { useApi } from '../../../lib/use-api.ts';

/** The active connected agents (`GET /api/all-agents`), for the "preferred agent" choice. */
export function useAgentChoices() {
  return useApi<AgentDirectoryAnswer>(routes.listAgents);
}
