import type { RouteObject } from 'react-router-dom';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { PORTAL_PAGE_SLUGS } from '@tdp/shared/portal-pages';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { preloadPortalHome } from '../../features/agent-portal/api/preload-portal-home.ts';
import { preloadApi } from '../../lib/use-api.ts';
import { lazyPage } from './lazy-page.tsx';
import { startReads } from './signed-in-reads.ts';

/** Who opens the portal's screens whose data downloads with their code (signed-in-reads.ts). */
const PORTAL = ['admin', 'agent'] as const;

/**
 * Pages of the agent portal (admin or agent role), their patterns from `PORTAL_PATHS` (shared/src/site-paths/portal-paths.ts), e.g.
 * `{ path: PORTAL_PATHS.myLeads, caseSensitive: true, lazy: lazyPage(() => import('../../features/agent-portal/components/my-leads-page.tsx'), (m) => m.MyLeadsPage) }`
 * (`lazyPage` from `./lazy-page.tsx`). Agent features live in `features/agent-<area>/`. The sign-in guard
 * (admin or agent role, else /login) wraps the whole agent shell (`shells/agent-shell.tsx`).
 * A path without a page shows the coming-soon page inside the portal. The home and My page start their data with
 * their code (`...startReads(PORTAL, …)`): this table is a small file of its own, loaded before the portal's code
 * (docs/decisions/signed-in-areas-loading.md).
 */
export const agentRoutes: RouteObject[] = [
  // Connected-agent portal (features/agent-portal): home, the portal pages (case-sensitive paths), guide and issues.
  {
    index: true,
    ...startReads(PORTAL, (_url, _params, role) => preloadPortalHome(role)),
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/portal-home-page.tsx'),
      (m) => m.PortalHomePage,
    ),
  },
  ...PORTAL_PAGE_SLUGS.map((slug) => ({
    path: pathHref(PORTAL_PATHS.page, { slug }),
    caseSensitive: true,
    lazy: async () => {
      const { PortalContentPage } = await import('../../features/agent-portal/components/portal-content-page.tsx');
      return { element: <PortalContentPage slug={slug} /> };
    },
  })),
  {
    path: PORTAL_PATHS.supplierCategory,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/supplier-category-page.tsx'),
      (m) => m.SupplierCategoryPage,
    ),
  },
  {
    path: PORTAL_PATHS.supplierDetail,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/supplier-detail-page.tsx'),
      (m) => m.SupplierDetailPage,
    ),
  },
  {
    path: PORTAL_PATHS.newsletterIssue,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/newsletter-issue-page.tsx'),
      (m) => m.NewsletterIssuePage,
    ),
  },
  // The signed-in agent's own leads (not one of PORTAL_PAGES; the lead-assigned e-mail links to MyLeads/{id}).
  {
    path: PORTAL_PATHS.myLeads,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/my-leads-page.tsx'),
      (m) => m.MyLeadsPage,
    ),
  },
  {
    path: PORTAL_PATHS.myLead,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/my-lead-page.tsx'),
      (m) => m.MyLeadPage,
    ),
  },
  // The signed-in agent's own public page (bio, specialties, languages, place, phone), published or sent for approval.
  {
    path: PORTAL_PATHS.myPage,
    caseSensitive: true,
    ...startReads(PORTAL, () => void preloadApi(peopleRoutes.getOwnAgentProfile)),
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/my-page.tsx'),
      (m) => m.MyPage,
    ),
  },
  // Current deals with the agent's share panel (a link carrying their name, share intents, QR code).
  {
    path: PORTAL_PATHS.dealsToShare,
    caseSensitive: true,
    lazy: lazyPage(
      () => import('../../features/agent-portal/components/deals-to-share-page.tsx'),
      (m) => m.DealsToSharePage,
    ),
  },
  {
    path: '*',
    lazy: async () => {
      const { ComingSoonPage } = await import('../../features/coming-soon/components/coming-soon-page.tsx');
      return { element: <ComingSoonPage homePath={PORTAL_PATHS.home} /> };
    },
  },
];
