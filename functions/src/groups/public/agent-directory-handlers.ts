import type { PublicReadHandlers } from './public-answer.ts';
import { readAgentDirectory, readAgentProfile } from '../../domain/agents/read-agent-directory.ts';

/** The public group's connected-agent directory routes (content table reads), spread into the group's map. */
export const agentDirectoryHandlers: Pick<PublicReadHandlers, 'listAgents' | 'getAgent'> = {
  listAgents: async () => ({ body: { data: await readAgentDirectory() } }),
  getAgent: async ({ params }) => ({ body: { data: await readAgentProfile(params.slug) } }),
};
