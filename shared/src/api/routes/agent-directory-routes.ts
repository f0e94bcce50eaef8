import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, defineRoute } from '../route-definition.ts';
import type { AgentDirectoryAnswer, AgentProfileAnswer } from '../../schemas/agent-profile.ts';
import { agentSlugSchema } from '../../schemas/agent-profile.ts';
import { noQuery } from './route-params.ts';

/**
 * The connected-agent directory: the active agents' public profiles. It reads the content table only, so
 * it is in the `public` group. Decisions are in docs/decisions/leads-api.md.
 */

export const agentDirectoryRoutes = {
  // --- Connected-agent directory ---------------------------------------------------------------------
  listAgents: defineRoute({
    method: 'GET',
    path: '/api/all-agents',
    group: 'public',
    access: 'public',
    answer: answer<AgentDirectoryAnswer>(),
    query: noQuery,
    summary: "The active connected agents' public profiles, by name: {data: AgentProfile[]}",
  }),
  getAgent: defineRoute({
    method: 'GET',
    path: '/api/agents/{slug}',
    group: 'public',
    access: 'public',
    answer: answer<AgentProfileAnswer>(),
    params: lazySchema(() => z.strictObject({ slug: agentSlugSchema })),
    query: noQuery,
    summary: "One active agent's public profile for /ca/{slug}: {data: AgentProfile}",
  }),
};
