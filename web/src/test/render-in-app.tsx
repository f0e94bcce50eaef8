import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { AppRoot } from '../app/app-root.tsx';
import { FluentScope } from '../app/fluent-scope.tsx';
import { AppProviders } from '../app/providers.tsx';
import { appRouterOptions, appRoutes } from '../app/router.tsx';
import { testRuntimeConfig } from './test-config.ts';

/** What a rendered test app gives back: Testing Library's result plus the router (to read or change the location). */
export type RenderedApp = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/**
 * Renders the whole app (providers, shells, real route table) at `path`, as a visitor would see it.
 * Pages load lazily: wait with `findBy...` queries.
 */
export function renderAppAt(path: string, config: RuntimeConfig = testRuntimeConfig): RenderedApp {
  const router = createMemoryRouter(appRoutes, { ...appRouterOptions, initialEntries: [path] });
  const result = render(<AppRoot configResult={{ ok: true, config }} router={router} />);
  return { ...result, router };
}

/**
 * Renders one component inside the app's providers and a router, with an SWR cache of its own so tests
 * do not share data. `path` is the current location (for components reading params, give `routePath`).
 */
export function renderWithProviders(ui: ReactElement, options: { path?: string; routePath?: string; config?: RuntimeConfig } = {}): RenderedApp {
  const { path = '/', routePath = '*', config = testRuntimeConfig } = options;
  const router = createMemoryRouter([{ path: routePath, element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders config={config}>
      <FluentScope toaster>
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </FluentScope>
    </AppProviders>,
  );
  return { ...result, router };
}
