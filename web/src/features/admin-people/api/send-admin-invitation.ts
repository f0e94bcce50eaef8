import { routes } from '@tdp/shared/api/routes';
import type { InvitationAnswer, InvitationResult } from '@tdp/shared/schemas/people';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/admin/admins/{id}/invitation`: e-mails a fresh invitation to an admin without a password yet. */
export async function sendAdminInvitation(id: string): Promise<InvitationResult> {
  return (await apiFetch<InvitationAnswer>(routes.sendAdminInvitation, { params: { id } })).data;
}
