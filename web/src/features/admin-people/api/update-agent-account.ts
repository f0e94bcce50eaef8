import { routes } from '@tdp/shared/api/routes';
import type { AgentAccountAnswer, AgentAccountUpdateInput } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /api/admin/agents/{slug}`: replaces an agent at `body.version` (409 when stale); inactive stops the login. */
export function updateAgentAccount(slug: string, body: AgentAccountUpdateInput): Promise<AgentAccountAnswer> {
  return apiFetch<AgentAccountAnswer>(routes.updateAgentAccount, { params: { slug }, body });
}
