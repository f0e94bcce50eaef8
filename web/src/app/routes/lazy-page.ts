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
