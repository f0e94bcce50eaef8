import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { ADMIN_HOME_PATH, PORTAL_HOME_PATH } from '@tdp/shared/site-paths/area-paths';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { lazyPage } from './routes/lazy-page.tsx';
import { publicRoutes } from './routes/public-routes.tsx';
import { standaloneRoutes } from './routes/standalone-routes.tsx';

/** Id of the top route, under which the agent portal and the admin dashboard are added when first visited. */
const ROOT_ROUTE_ID = 'root';

/**
 * The areas whose route tables are discovered on navigation: a visitor of the public site downloads neither
 * the agent portal's nor the admin dashboard's table (each names dozens of lazily loaded pages). Each area is
 * its shell, loaded lazily, with an error boundary between the shell and its pages.
 */
const discoveredAreas: Readonly<Record<string, () => Promise<RouteObject>>> = {
  [PORTAL_HOME_PATH]: async () => ({
    id: 'agent-area',
    path: PORTAL_HOME_PATH,
    lazy: lazyPage(
      () => import('./shells/agent-shell.tsx'),
      (m) => m.AgentShell,
    ),
    children: [{ ErrorBoundary: RouteErrorPage, children: (await import('./routes/agent-routes.tsx')).agentRoutes }],
  }),
  [ADMIN_HOME_PATH]: async () => ({
    id: 'admin-area',
    path: ADMIN_HOME_PATH,
    lazy: lazyPage(
      () => import('./shells/admin-shell.tsx'),
      (m) => m.AdminShell,
    ),
    children: [{ ErrorBoundary: RouteErrorPage, children: (await import('./routes/admin-routes.tsx')).adminRoutes }],
  }),
};

/**
 * Adds the agent portal or the admin dashboard to the route tree the first time a navigation enters it
 * (React Router asks whenever a path is new and matched only partly or by a catch-all).
 */
export const discoverAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // Route matching ignores case, so the area's home does too (every key starts with `/`: none is an Object property).
  const load = discoveredAreas[`/${path.split('/')[1]?.toLowerCase()}`];
  if (load) patch(ROOT_ROUTE_ID, [await load()]);
};

/**
 * The route tree a visitor starts with: the public shell and its pages, and the pieces shown outside every
 * shell. Pages are listed in `routes/<area>-routes.tsx`; a pathless route with an error boundary sits between
 * each shell and its pages, so a failing page keeps the shell around it.
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: lazyPage(
          () => import('./shells/public-shell.tsx'),
          (m) => m.PublicShell,
        ),
        children: [{ ErrorBoundary: RouteErrorPage, children: publicRoutes }],
      },
      ...standaloneRoutes,
    ],
  },
];

/** Options every router of the app is created with (the browser's, and memory routers in tests). */
export const appRouterOptions = { patchRoutesOnNavigation: discoverAreaRoutes };

/** The browser router of the app; creating it starts loading the current page's code at once. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes, appRouterOptions);
}
