import type { ComponentType } from 'react';

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
 * {@link lazyPage} for a page built with Fluent UI (forms, sign-in pages, the diagnostics page): Fluent's provider
 * is downloaded with the page, so the public pages built with static CSS never load it.
 */
export function lazyFluentPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [pageModule, { FluentScope }] = await Promise.all([load(), import('../fluent-scope.tsx')]);
    const Page = pick(pageModule);
    return {
      Component: function FluentPage() {
        return (
          <FluentScope>
            <Page />
          </FluentScope>
        );
      },
    };
  };
}
