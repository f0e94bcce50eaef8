import { routes } from '@tdp/shared/api/routes';
import type { InvitationAnswer, InvitationResult } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/agents/{slug}/invitation`: e-mails a fresh invitation to an agent without a password yet. */
export async function sendAgentInvitation(slug: string): Promise<InvitationResult> {
  return (await apiFetch<InvitationAnswer>(routes.sendAgentInvitation, { params: { slug } })).data;
}
