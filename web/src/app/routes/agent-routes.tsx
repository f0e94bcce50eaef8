import type { RouteObject } from 'react-router-dom';

/**
 * Pages of the agent portal, relative to `/agent-dashboard` (spec section 2 "Agent dashboard"), e.g.
 * `{ path: 'WelcomeVideo', lazy: lazyPage(() => import('../../features/agent-training/components/welcome-video-page.tsx'), (m) => m.WelcomeVideoPage) }`
 * (`lazyPage` from `./lazy-page.ts`). Agent features live in `features/agent-<area>/`. The sign-in guard
 * (admin or agent role, else /login) wraps the whole agent shell (`shells/agent-shell.tsx`).
 * A path without a page shows the coming-soon page inside the portal.
 */
export const agentRoutes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => {
      const { ComingSoonPage } = await import('../../features/coming-soon/components/coming-soon-page.tsx');
      return { element: <ComingSoonPage homePath="/agent-dashboard" /> };
    },
  },
];
