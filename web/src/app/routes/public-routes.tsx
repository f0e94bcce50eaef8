import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.ts';

/**
 * Pages inside the public shell (header, footer), spec section 2 "Public pages". Add one entry per page
 * when the page exists, each loaded lazily from its feature, e.g.
 * `{ index: true, lazy: lazyPage(() => import('../../features/landing/components/landing-page.tsx'), (m) => m.LandingPage) }`
 * or `{ path: 'deals/:id', lazy: ... }`. Legacy redirects go here too (`element: <Navigate to=... replace />`).
 * Any path without a page, `/` included until the landing page exists, shows the coming-soon page.
 */
export const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('../../features/auth/components/login-page.tsx'), (m) => m.LoginPage) },
  {
    path: 'ForgotPassword',
    lazy: lazyPage(() => import('../../features/auth/components/forgot-password-page.tsx'), (m) => m.ForgotPasswordPage),
  },
  {
    path: 'resetpassword/:cryptoKey',
    lazy: lazyPage(() => import('../../features/auth/components/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('../../features/coming-soon/components/coming-soon-page.tsx'),
      (m) => m.ComingSoonPage,
    ),
  },
];
