import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { agentRoutes } from './routes/agent-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';
import { standaloneRoutes } from './routes/standalone-routes.tsx';

/**
 * The whole route tree. Each shell is loaded lazily, so the public site never downloads the agent portal
 * or the admin dashboard. Pages are listed in `routes/<area>-routes.tsx`; a pathless route with an error
 * boundary sits between each shell and its pages, so a failing page keeps the shell around it.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: async () => ({ Component: (await import('./shells/public-shell.tsx')).PublicShell }),
        children: [{ ErrorBoundary: RouteErrorPage, children: publicRoutes }],
      },
      {
        path: 'agent-dashboard',
        lazy: async () => ({ Component: (await import('./shells/agent-shell.tsx')).AgentShell }),
        children: [{ ErrorBoundary: RouteErrorPage, children: agentRoutes }],
      },
      {
        path: 'admin-dashboard',
        lazy: async () => ({ Component: (await import('./shells/admin-shell.tsx')).AdminShell }),
        children: [{ ErrorBoundary: RouteErrorPage, children: adminRoutes }],
      },
      ...standaloneRoutes,
    ],
  },
];

/** The browser router of the app; creating it starts loading the current page's code at once. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
