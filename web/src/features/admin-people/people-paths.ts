import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { authRoutes } from '@tdp/shared/api/routes/auth-routes';

const ADMIN = '/admin-dashboard';

/** Screens of the admin area's Agents and Admin menus; an agent's id in paths is its slug. */
export const AGENT_PATHS = {
  list: `${ADMIN}/agent/list`,
  add: `${ADMIN}/agent/add`,
  edit: (slug: string) => `${ADMIN}/agent/edit/${encodeURIComponent(slug)}`,
  /** Agents' own page changes waiting for approval, and the agency's publishing setting. */
  profileChanges: `${ADMIN}/agent/profile-changes`,
  /** Each agent's share-link visits and requests, by month. */
  linkStats: `${ADMIN}/agent/link-stats`,
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
