import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.ts';

/**
 * Pages of the admin dashboard, relative to `/admin-dashboard` (spec section 2 "Admin area"), e.g.
 * `{ path: 'packages/edit/:id', lazy: lazyPage(() => import('../../features/admin-packages/components/edit-package-page.tsx'), (m) => m.EditPackagePage) }`
 * (`lazyPage` from `./lazy-page.ts`). Admin features live in `features/admin-<area>/`. The admin guard
 * (loader while checking, redirect to /admin-login) wraps the whole admin shell (`shells/admin-shell.tsx`).
 * A path without a page shows the coming-soon page inside the dashboard.
 */
export const adminRoutes: RouteObject[] = [
  // Spec: /admin-dashboard redirects to /admin-dashboard/top-best-bets.
  { index: true, element: <Navigate to="top-best-bets" replace /> },
  // Media library (features/admin-media)
  { path: 'FileManager', lazy: lazyPage(() => import('../../features/admin-media/components/media-library-page.tsx'), (m) => m.MediaLibraryPage) },
  {
    path: '*',
    lazy: async () => {
      const { ComingSoonPage } = await import('../../features/coming-soon/components/coming-soon-page.tsx');
      return { element: <ComingSoonPage homePath="/admin-dashboard" /> };
    },
  },
];
