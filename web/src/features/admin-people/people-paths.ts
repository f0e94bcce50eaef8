import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import type { InvitationResult } from '@tdp/shared/schemas/people';
import { formatMessage } from '../../lib/intl.ts';
import { peopleMessages as messages } from './messages.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';

const ADMIN = '/admin-dashboard';

/** Screens of the Agents and Admin menus (spec section 2 "Admin area"); an agent's id in paths is its slug. */
export const AGENT_PATHS = {
  list: `${ADMIN}/agent/list`,
  add: `${ADMIN}/agent/add`,
  edit: (slug: string) => `${ADMIN}/agent/edit/${encodeURIComponent(slug)}`,
} as const;

export const ADMIN_PATHS = {
  list: `${ADMIN}/admin/list`,
  add: `${ADMIN}/admin/add`,
  edit: (id: string) => `${ADMIN}/admin/edit/${encodeURIComponent(id)}`,
} as const;

/** Reads an agent change affects: the admin list, the public directory and profile pages, the portal's account. */
export const AGENT_READS = [peopleRoutes.listAgentAccounts, peopleRoutes.getAgentAccount, agentDirectoryRoutes.listAgents, agentDirectoryRoutes.getAgent, peopleRoutes.getPortalAccount];

/** Reads an admin change affects: the admin list, the portal's team page, the admin menu's profile. */
export const ADMIN_READS = [peopleRoutes.listAdminAccounts, peopleRoutes.getAdminAccount, peopleRoutes.listPortalTeam, authRoutes.adminByUsername];

/** The toast after an invitation was (or could not be) sent. */
export function invitationNotice(invitation: InvitationResult): { intent: 'success' | 'warning'; message: string } {
  return invitation.sent
    ? { intent: 'success', message: formatMessage(messages.invitationSent, { email: invitation.sentTo }) }
    : { intent: 'warning', message: formatMessage(messages.invitationNotSent, { email: invitation.sentTo }) };
}
