import type { Role } from '@tdp/shared/api/route-definition';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { leadReportRoutes } from '@tdp/shared/api/routes/lead-report-routes';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { preloadApi } from '../../../lib/use-api.ts';

/** How many open leads the home page shows before pointing to My leads. */
export const OPEN_LEADS_COUNT = 5;

/** How many weeks of their own figures the home page shows an agent. */
export const OWN_FIGURES_WEEKS = 12;

/**
 * Starts the portal home's reads before it renders: the account it greets, what is next on the calendar and, for an
 * agent, their open leads (new and contacted), their share links' counts and their own figures. The page's `useApi` reads take these answers.
 */
export function preloadPortalHome(role: Role): void {
  void preloadApi(peopleRoutes.getPortalAccount);
  void preloadApi(portalReadRoutes.listPortalWebinars);
  if (role !== 'agent') return;
  void preloadApi(leadsRoutes.listPortalLeads, { query: { status: 'new', limit: OPEN_LEADS_COUNT } });
  void preloadApi(leadsRoutes.listPortalLeads, { query: { status: 'contacted', limit: OPEN_LEADS_COUNT } });
  void preloadApi(leadsRoutes.getOwnAgentLinkStats);
  void preloadApi(leadReportRoutes.getOwnLeadReport, { query: { weeks: OWN_FIGURES_WEEKS } });
}
