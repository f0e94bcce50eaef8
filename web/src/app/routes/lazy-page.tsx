import type { ComponentType } from 'react';
import type { FluentPageName } from './fluent-pages.tsx';
import { routeModulesHandle, type RouteModulesHandle } from './route-modules.ts';

/** What a page's route `lazy` gives the router: the page, and on the server the modules it came from (route-modules.ts). */
export interface LazyPageRoute {
  Component: ComponentType;
  handle?: RouteModulesHandle;
}

/**
 * Route `lazy` loader for a page component, so its code is downloaded only when the route is visited:
 * `{ path: PUBLIC_PATHS.deals, lazy: lazyPage(() => import('../../features/deals/components/deals-page.tsx'), (m) => m.DealsPage) }`.
 * On the server the route also names the page's module, so a rendered page preloads that module's files from the build's
 * manifests (app/route-preloads.ts); the browser's build leaves that out.
 */
export function lazyPage<TModule extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType): () => Promise<LazyPageRoute> {
  return async () => {
    const module = await load();
    return import.meta.env.SSR ? { Component: pick(module), handle: routeModulesHandle(module) } : { Component: pick(module) };
  };
}

/**
 * {@link lazyPage} for a page built with Fluent UI (forms, sign-in pages, the diagnostics page), named in
 * `fluent-pages.tsx`: the page comes with Fluent's provider, so the public pages built with static CSS never load it,
 * and the list of Fluent's files stays out of the app's entry.
 */
export function lazyFluentPage(name: FluentPageName): () => Promise<LazyPageRoute> {
  return async () => {
    const fluentPages = await import('./fluent-pages.tsx');
    const page = await fluentPages.loadFluentPage(name);
    return import.meta.env.SSR ? { Component: page.Component, handle: routeModulesHandle(fluentPages, ...page.modules) } : { Component: page.Component };
  };
}
