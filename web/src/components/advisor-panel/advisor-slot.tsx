import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { agentFromQuery, readAgentAttribution } from '../../lib/agent-attribution.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const AdvisorPanel = lazy(() => import('./advisor-panel.tsx').then((module) => ({ default: module.AdvisorPanel })));

/**
 * Where a package page shows "Your travel advisor" to a visit a connected agent's link brought (`?agent={slug}`, or
 * earlier in the visit: lib/agent-attribution.ts). Empty on the server and while the page hydrates, so the rendered
 * page, the one crawlers read and the edge caches, is the same for everyone; the panel's code and its read of the
 * agent's public profile come only for such a visit.
 */
export function AdvisorSlot({ packageUrl, className }: { packageUrl: string; className?: string }) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const slug = hydrated ? (agentFromQuery(search) ?? readAgentAttribution()) : undefined;
  if (!slug) return null;
  return (
    <Suspense fallback={null}>
      <AdvisorPanel slug={slug} packageUrl={packageUrl} className={className} />
    </Suspense>
  );
}
