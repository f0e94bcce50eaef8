import { Navigate, type RouteObject } from 'react-router-dom';
import { preloadAdminPackages } from '../../features/admin-catalogue/api/list-admin-packages.ts';
import { packageListViewFrom } from '../../features/admin-catalogue/package-list-address.ts';
import { preloadLeadPages } from '../../features/admin-leads/api/list-leads.ts';
import { inboxFilterFrom, inboxQuery } from '../../features/admin-leads/inbox-filter.ts';
import { preloadPackageBuilder } from '../../features/admin-package-builder/api/preload-package-builder.ts';
import { preloadMediaFolder } from '../../lib/media/list-media-folder.ts';
import { locationFromSearch } from '../../lib/media/media-paths.ts';
import { lazyPage } from './lazy-page.tsx';
import { startReads } from './signed-in-reads.ts';

/** The admin's screens whose data downloads with their code (signed-in-reads.ts). */
const ADMIN = ['admin'] as const;

/**
 * Pages of the admin dashboard, relative to `/admin-dashboard` (admin role only), e.g.
 * `{ path: 'packages/edit/:id', lazy: lazyPage(() => import('../../features/admin-packages/components/edit-package-page.tsx'), (m) => m.EditPackagePage) }`
 * (`lazyPage` from `./lazy-page.tsx`). Admin features live in `features/admin-<area>/`. The admin guard
 * (loader while checking, redirect to /admin-login) wraps the whole admin shell (`shells/admin-shell.tsx`).
 * A path without a page shows the coming-soon page inside the dashboard. The screens the staff open most start their
 * data with their code (`...startReads(ADMIN, …)`): this table is a small file of its own, loaded before the
 * dashboard's code (docs/decisions/signed-in-areas-loading.md).
 */
export const adminRoutes: RouteObject[] = [
  // /admin-dashboard itself opens Top Best Bets.
  { index: true, element: <Navigate to="top-best-bets" replace /> },
  // Catalogue management (features/admin-catalogue)
  { path: 'top-best-bets', lazy: lazyPage(() => import('../../features/admin-catalogue/components/best-bets-page.tsx'), (m) => m.BestBetsPage) },
  {
    path: 'continent-best-bets',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/top-picks-page.tsx'), (m) => m.TopPicksPage),
  },
  {
    path: 'testimonials',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/testimonials-page.tsx'), (m) => m.TestimonialsPage),
  },
  { path: 'promotions', lazy: lazyPage(() => import('../../features/admin-catalogue/components/promotions-page.tsx'), (m) => m.PromotionsPage) },
  {
    path: 'promotion-form',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/promotion-form-page.tsx'), (m) => m.PromotionFormPage),
  },
  {
    path: 'packages',
    ...startReads(ADMIN, ({ searchParams }) => {
      const { filters, order } = packageListViewFrom(searchParams);
      preloadAdminPackages(filters, order);
    }),
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/packages-page.tsx'), (m) => m.PackagesPage),
  },
  {
    path: 'packages/travel-styles',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/travel-styles-page.tsx'), (m) => m.TravelStylesPage),
  },
  {
    path: 'packages/destinations',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/destinations-page.tsx'), (m) => m.DestinationsPage),
  },
  {
    path: 'packages/destinations/new',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/continent-editor-page.tsx'), (m) => m.ContinentEditorPage),
  },
  {
    path: 'packages/destinations/edit/:id',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/continent-editor-page.tsx'), (m) => m.ContinentEditorPage),
  },
  {
    path: 'packages/departures',
    lazy: lazyPage(() => import('../../features/admin-catalogue/components/departures-page.tsx'), (m) => m.DeparturesPage),
  },
  // Package builder (features/admin-package-builder)
  {
    path: 'packages/add',
    ...startReads(ADMIN, () => preloadPackageBuilder(undefined)),
    lazy: lazyPage(() => import('../../features/admin-package-builder/components/package-builder-page.tsx'), (m) => m.PackageBuilderPage),
  },
  {
    path: 'packages/edit/:id',
    ...startReads(ADMIN, (_url, { id }) => preloadPackageBuilder(id)),
    lazy: lazyPage(() => import('../../features/admin-package-builder/components/package-builder-page.tsx'), (m) => m.PackageBuilderPage),
  },
  // Pricing tables (features/admin-tables)
  { path: 'tables', lazy: lazyPage(() => import('../../features/admin-tables/components/tables-page.tsx'), (m) => m.TablesPage) },
  // Media library (features/admin-media)
  {
    path: 'FileManager',
    ...startReads(ADMIN, ({ searchParams }) => preloadMediaFolder(locationFromSearch(searchParams).folder)),
    lazy: lazyPage(() => import('../../features/admin-media/components/media-library-page.tsx'), (m) => m.MediaLibraryPage),
  },
  // Leads inbox and e-mail templates and types (features/admin-leads, features/admin-email)
  {
    path: 'leads',
    ...startReads(ADMIN, ({ searchParams }) => preloadLeadPages(inboxQuery(inboxFilterFrom(searchParams)))),
    lazy: lazyPage(() => import('../../features/admin-leads/components/leads-inbox-page.tsx'), (m) => m.LeadsInboxPage),
  },
  { path: 'leads/routing', lazy: lazyPage(() => import('../../features/admin-leads/components/lead-routing-page.tsx'), (m) => m.LeadRoutingPage) },
  // Sales figures with charts (features/admin-reports): the chart library downloads with this page only.
  { path: 'reports', lazy: lazyPage(() => import('../../features/admin-reports/components/reports-page.tsx'), (m) => m.ReportsPage) },
  { path: 'leads/:id', lazy: lazyPage(() => import('../../features/admin-leads/components/lead-detail-page.tsx'), (m) => m.LeadDetailPage) },
  { path: 'email-templates', lazy: lazyPage(() => import('../../features/admin-email/components/email-templates-page.tsx'), (m) => m.EmailTemplatesPage) },
  { path: 'email-templates/add', lazy: lazyPage(() => import('../../features/admin-email/components/email-template-editor-page.tsx'), (m) => m.EmailTemplateEditorPage) },
  { path: 'email-templates/edit/:id', lazy: lazyPage(() => import('../../features/admin-email/components/email-template-editor-page.tsx'), (m) => m.EmailTemplateEditorPage) },
  { path: 'email-types', lazy: lazyPage(() => import('../../features/admin-email/components/email-types-page.tsx'), (m) => m.EmailTypesPage) },
  // Resource Centre: the agent portal's content (features/admin-resource-centre)
  { path: 'MainPageView/view', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/portal-pages-page.tsx'), (m) => m.PortalPagesPage) },
  { path: 'WebinarWednesdaysManagement/view', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/webinars-page.tsx'), (m) => m.WebinarsPage) },
  { path: 'WebinarWednesdaysManagement/add', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/webinar-form-page.tsx'), (m) => m.WebinarFormPage) },
  { path: 'WebinarWednesdaysManagement/edit/:id', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/webinar-form-page.tsx'), (m) => m.WebinarFormPage) },
  { path: 'SuppliersGuide/view', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/suppliers-page.tsx'), (m) => m.SuppliersPage) },
  { path: 'suppliers-guide/add', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/supplier-form-page.tsx'), (m) => m.SupplierFormPage) },
  { path: 'suppliers-guide/edit/:id', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/supplier-form-page.tsx'), (m) => m.SupplierFormPage) },
  { path: 'newsletter', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/newsletters-page.tsx'), (m) => m.NewslettersPage) },
  { path: 'newsletter/add', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/newsletter-form-page.tsx'), (m) => m.NewsletterFormPage) },
  { path: 'newsletter/edit/:id', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/newsletter-form-page.tsx'), (m) => m.NewsletterFormPage) },
  { path: 'welcome-video', lazy: lazyPage(() => import('../../features/admin-resource-centre/components/welcome-video-page.tsx'), (m) => m.WelcomeVideoPage) },
  // Agents and admins (features/admin-people)
  { path: 'agent/list', lazy: lazyPage(() => import('../../features/admin-people/components/agents-page.tsx'), (m) => m.AgentsPage) },
  { path: 'agent/add', lazy: lazyPage(() => import('../../features/admin-people/components/agent-form-page.tsx'), (m) => m.AgentFormPage) },
  { path: 'agent/edit/:id', lazy: lazyPage(() => import('../../features/admin-people/components/agent-form-page.tsx'), (m) => m.AgentFormPage) },
  { path: 'agent/profile-changes', lazy: lazyPage(() => import('../../features/admin-people/components/profile-changes-page.tsx'), (m) => m.ProfileChangesPage) },
  { path: 'agent/link-stats', lazy: lazyPage(() => import('../../features/admin-people/components/link-stats-page.tsx'), (m) => m.LinkStatsPage) },
  { path: 'admin/list', lazy: lazyPage(() => import('../../features/admin-people/components/admins-page.tsx'), (m) => m.AdminsPage) },
  { path: 'admin/add', lazy: lazyPage(() => import('../../features/admin-people/components/admin-form-page.tsx'), (m) => m.AdminFormPage) },
  { path: 'admin/edit/:id', lazy: lazyPage(() => import('../../features/admin-people/components/admin-form-page.tsx'), (m) => m.AdminFormPage) },
  {
    path: '*',
    lazy: async () => {
      const { ComingSoonPage } = await import('../../features/coming-soon/components/coming-soon-page.tsx');
      return { element: <ComingSoonPage homePath="/admin-dashboard" /> };
    },
  },
];
