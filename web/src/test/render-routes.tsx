import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FluentScope } from '../app/fluent-scope.tsx';
import { AppProviders } from '../app/providers.tsx';
import type { RenderedApp } from './render-in-app.tsx';
import { testRuntimeConfig } from './test-config.ts';

/**
 * Renders a few screens of one area at `path`, inside the app's providers with an SWR cache of their own, so a
 * test can follow a form to its list after saving (`{ '/admin-dashboard/newsletter': <NewslettersPage/> }`).
 * Any other path renders nothing.
 */
export function renderRoutes(path: string, screens: Record<string, ReactElement>): RenderedApp {
  const router = createMemoryRouter([...Object.entries(screens).map(([routePath, element]) => ({ path: routePath, element })), { path: '*', element: null }], {
    initialEntries: [path],
  });
  const result = render(
    <AppProviders config={testRuntimeConfig}>
      <FluentScope toaster>
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </FluentScope>
    </AppProviders>,
  );
  return { ...result, router };
}
