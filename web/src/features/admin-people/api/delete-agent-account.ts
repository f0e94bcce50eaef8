import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/admin/agents/{slug}`: deletes the login (ending its sessions) and the public profile. */
export async function deleteAgentAccount(slug: string): Promise<void> {
  await apiFetch<void>(routes.deleteAgentAccount, { params: { slug } });
}
