import { routes } from '@tdp/shared/api/routes';
import type { AgentAccountCreateInput, AgentAccountCreatedAnswer } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/agents`: creates the public profile and a login without a password, and invites the agent. */
export function createAgentAccount(body: AgentAccountCreateInput): Promise<AgentAccountCreatedAnswer> {
  return apiFetch<AgentAccountCreatedAnswer>(routes.createAgentAccount, { body });
}
