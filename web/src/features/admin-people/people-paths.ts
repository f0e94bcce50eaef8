import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';

/** Reads an agent change affects: the admin list, the public directory and profile pages, the portal's account. */
export const AGENT_READS = [
  peopleRoutes.listAgentAccounts,
  peopleRoutes.getAgentAccount,
  agentDirectoryRoutes.listAgents,
  agentDirectoryRoutes.getAgent,
  peopleRoutes.getPortalAccount,
];

/** Reads an admin change affects: the admin list, the portal's team page, the admin menu's profile. */
export const ADMIN_READS = [peopleRoutes.listAdminAccounts, peopleRoutes.getAdminAccount, peopleRoutes.listPortalTeam, authRoutes.adminByUsername];
