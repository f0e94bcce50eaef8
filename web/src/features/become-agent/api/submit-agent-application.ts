import { routes } from '@tdp/shared/api/routes';
import type { AgentApplicationInput, LeadReceipt } from '@tdp/shared/schemas/lead';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sends an application to become a connected agent (`POST /api/leads/agent-application`). */
export function submitAgentApplication(body: AgentApplicationInput): Promise<LeadReceipt> {
  return apiFetch<LeadReceipt>(routes.submitAgentApplication, { body });
}
