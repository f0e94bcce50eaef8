import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { lazyFluentPage, lazyPage } from './lazy-page.tsx';

/**
 * Routes outside every shell (/header, /footer, /CruiseHeader, /Cruisefooter, /test, /admin-login,
 * /spinner): each renders one piece on its own, e.g. the header or footer for embedding in partner pages
 * (the cruise variants lead with cruises). Any path not listed shows the coming-soon page of the public shell.
 */
export const standaloneRoutes: RouteObject[] = [
  {
    path: 'header',
    lazy: lazyPage(() => import('../../features/public-shell/components/site-header.tsx'), (m) => m.SiteHeader),
  },
  {
    path: 'footer',
    lazy: lazyPage(() => import('../../features/public-shell/components/site-footer.tsx'), (m) => m.SiteFooter),
  },
  {
    path: 'admin-login',
    lazy: lazyFluentPage('adminLogin'),
  },
  {
    path: 'CruiseHeader',
    lazy: async () => {
      const { SiteHeader } = await import('../../features/public-shell/components/site-header.tsx');
      return { element: <SiteHeader variant="cruise" /> };
    },
  },
  {
    path: 'Cruisefooter',
    lazy: async () => {
      const { SiteFooter } = await import('../../features/public-shell/components/site-footer.tsx');
      return { element: <SiteFooter variant="cruise" /> };
    },
  },
  { path: 'test', lazy: lazyFluentPage('diagnostics') },
  { path: 'spinner', Component: PageSpinner },
];
