import type { RouteDefinition } from '@tdp/shared/api/route-definition';
import type { RouteName } from '@tdp/shared/api/routes';

/**
 * Support of the tests that walk the API's reads over the seeded local stack (infra/local/public-reads-hygiene.test.ts,
 * render-function-reads.test.ts): each read with path parameters takes them from an earlier answer of the walk,
 * so every read shows real seeded content.
 */

/** The answers of the walk so far, by route name. */
export type SeededAnswers = Partial<Record<RouteName, any>>;

/** Where each read with path parameters takes them from. A new read with parameters fails a walk until it has a line here. */
export const SEEDED_READ_PARAMS: Partial<Record<RouteName, (answers: SeededAnswers) => Record<string, string | number>>> = {
  checkResetKey: () => ({ key: 'a'.repeat(43) }),
  getPackage: (answers) => ({ id: answers.listHomepagePackages[0].package_url }),
  getContinent: (answers) => ({ id: answers.listContinents[0].continent_id }),
  getPromotion: (answers) => ({ id: answers.listPromotions[0].id }),
  // The seed's tables are numbered from 1.
  getPricingTable: () => ({ id: 1 }),
  getAgent: (answers) => ({ slug: answers.listAgents.data[0].slug }),
  getPortalSupplier: (answers) => ({ id: answers.listPortalSuppliers.data.data[0].id }),
  getPortalPage: () => ({ slug: 'LearningPath' }),
  getPortalNewsletter: (answers) => ({ id: answers.listPortalNewsletters.data[0].id }),
  getPortalPackageAgentNotes: (answers) => ({ slug: answers.listHomepagePackages[0].package_url }),
  // The seed assigns the agent no lead: one of their own if a list has any, else a well-formed id that is not theirs.
  getPortalLead: (answers) => ({ id: answers.listPortalLeads.leads[0]?.id ?? '01JAAAAAAAAAAAAAAAAAAAAAAA' }),
};

/** The query of each read that needs one, from the seed (a walk answers 400 without it). */
export const SEEDED_READ_QUERIES: Partial<Record<RouteName, (answers: SeededAnswers) => Record<string, string>>> = {
  // A form of the portal's seeded documents (infra/local/seed/portal-documents-seed-data.ts).
  getPortalDocumentLink: () => ({ key: 'Documents/Forms/Pre-departure Checklist.pdf' }),
};

/** `routes` with the reads that take path parameters after the lists they take them from. */
export function listsFirst<T extends RouteDefinition>(routes: readonly T[]): T[] {
  const order = (route: T) => (route.path.includes('{') ? 1 : 0);
  return [...routes].sort((a, b) => order(a) - order(b));
}
