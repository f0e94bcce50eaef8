import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from '../lib/api-client.ts';
import { loadRuntimeConfig } from '../lib/load-runtime-config.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Starts the app on a page the server did not render (the dashboards, or index.html served as is): the router, then
 * the app once `/config.json` is read. A file of its own, loaded by `main.tsx` only for such a page: a server-rendered
 * public page, which hydrates with the config it came with, never downloads it. `config` is the request for
 * `/config.json` that `main.tsx` started while this file downloaded.
 */
export function renderDashboards(container: HTMLElement, config: Promise<Response>): void {
  const router = createAppRouter();
  const root = createRoot(container);
  void loadRuntimeConfig(() => config).then((configResult) => {
    if (configResult.ok) setApiBaseUrl(configResult.config.apiBaseUrl);
    // A transition lets React build the first page in short slices, so a slow phone is never blocked for long.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppRoot configResult={configResult} router={router} />
        </StrictMode>,
      );
    });
  });
}
