import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { lazyPage } from './lazy-page.ts';

/**
 * Routes outside every shell (spec: /header, /footer, /CruiseHeader, /Cruisefooter, /test, /admin-login,
 * /spinner): each renders one piece on its own. Add the others here when their component exists;
 * until then they show the coming-soon page of the public shell.
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
    lazy: lazyPage(() => import('../../features/auth/components/admin-login-page.tsx'), (m) => m.AdminLoginPage),
  },
  { path: 'spinner', Component: PageSpinner },
];
