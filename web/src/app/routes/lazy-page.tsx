import type { ComponentType } from 'react';
import type { FluentPageName } from './fluent-pages.tsx';

/**
 * Route `lazy` loader for a page component, so its code is downloaded only when the route is visited:
 * `{ path: 'deals', lazy: lazyPage(() => import('../../features/deals/components/deals-page.tsx'), (m) => m.DealsPage) }`.
 */
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}

/**
 * {@link lazyPage} for a page built with Fluent UI (forms, sign-in pages, the diagnostics page), named in
 * `fluent-pages.tsx`: the page comes with Fluent's provider, so the public pages built with static CSS never load it,
 * and the list of Fluent's files stays out of the app's entry.
 */
export function lazyFluentPage(name: FluentPageName): (() => Promise<{ Component: ComponentType }>) & { fluentPage: FluentPageName } {
  // Named, so the build's first-visit preload table can be checked against the routes (route-preload-plugin.test.ts).
  return Object.assign(async () => ({ Component: await (await import('./fluent-pages.tsx')).loadFluentPage(name) }), { fluentPage: name });
}
