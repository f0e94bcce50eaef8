import type { RouteObject } from 'react-router-dom';
import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { lazyFluentPage, lazyPage } from './lazy-page.tsx';

/**
 * Routes outside every shell (`STANDALONE_PATHS`: /header, /footer, /CruiseHeader, /Cruisefooter, /test, /admin-login,
 * /spinner): each renders one piece on its own, e.g. the header or footer for embedding in partner pages (the cruise
 * variants lead with cruises). Any path not listed shows the coming-soon page of the public shell.
 */
export const standaloneRoutes: RouteObject[] = [
  {
    path: STANDALONE_PATHS.header,
    lazy: lazyPage(
      () => import('../../features/public-shell/components/site-header.tsx'),
      (m) => m.SiteHeader,
    ),
  },
  {
    path: STANDALONE_PATHS.footer,
    lazy: lazyPage(
      () => import('../../features/public-shell/components/site-footer.tsx'),
      (m) => m.SiteFooter,
    ),
  },
  { path: STANDALONE_PATHS.adminLogin, lazy: lazyFluentPage('adminLogin') },
  {
    path: STANDALONE_PATHS.cruiseHeader,
    lazy: lazyPage(
      () => import('../../features/public-shell/components/site-header.tsx'),
      ({ SiteHeader }) =>
        function CruiseHeader() {
          return <SiteHeader variant="cruise" />;
        },
    ),
  },
  {
    path: STANDALONE_PATHS.cruiseFooter,
    lazy: lazyPage(
      () => import('../../features/public-shell/components/site-footer.tsx'),
      ({ SiteFooter }) =>
        function CruiseFooter() {
          return <SiteFooter variant="cruise" />;
        },
    ),
  },
  { path: STANDALONE_PATHS.test, lazy: lazyFluentPage('diagnostics') },
  { path: STANDALONE_PATHS.spinner, Component: PageSpinner },
];
