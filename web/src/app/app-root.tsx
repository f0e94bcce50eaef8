import { Suspense, lazy, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { connectSessionOnDemand } from '../features/auth/session/session-on-demand.ts';
import type { RuntimeConfigResult } from '../lib/load-runtime-config.ts';
import { AppProviders } from './providers.tsx';

/** Shown when `/config.json` could not be read (only a page the server did not render reads it): loaded then. */
const ConfigErrorScreen = lazy(async () => ({ default: (await import('./config-error-screen.tsx')).ConfigErrorScreen }));

/** A router made by `createAppRouter()` (or a memory router over `appRoutes` in tests). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app once `/config.json` has been read: the router inside the providers, or the error screen. */
export function AppRoot({ configResult, router }: { configResult: RuntimeConfigResult; router: AppRouter }) {
  // Bearer tokens, refresh timer, tab sync; a session that cannot be refreshed ends on /login. The session's code loads
  // when the browser holds a session or a page needs it (session-on-demand.ts).
  useEffect(() => connectSessionOnDemand((path) => router.navigate(path, { replace: true })), [router]);
  if (!configResult.ok) {
    return (
      <Suspense fallback={null}>
        <ConfigErrorScreen problem={configResult.problem} />
      </Suspense>
    );
  }
  return (
    <AppProviders config={configResult.config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
