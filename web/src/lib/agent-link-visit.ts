import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { apiFetch } from './api-client.ts';

/**
 * Tells the API that a visit arrived through `slug`'s link, for the agent's link counts. Loaded only when a page is
 * opened with `?agent=`, so other visits never download it. A refusal (429, an old slug) changes nothing for the
 * visitor: the page and the attribution do not depend on it.
 */
export async function countAgentLinkVisit(slug: string): Promise<void> {
  try {
    await apiFetch(leadsRoutes.recordAgentLinkVisit, { body: { agent: slug } });
  } catch {
    // Counting is best effort; the visit goes on.
  }
}
