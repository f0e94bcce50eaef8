import { lazy, Suspense } from 'react';
import { useSignedInAgent } from '../../lib/signed-in-agent.ts';
import type { ShareableDeal } from './share-panel.tsx';

const ShareDeal = lazy(() => import('./share-deal.tsx').then((module) => ({ default: module.ShareDeal })));

/**
 * Where a package page offers a signed-in agent "Share this deal". Empty on the server and while the page hydrates
 * (the public shell reads the session only after, as for its header), and empty for everyone but an agent; the panel's code
 * (with the QR library) is loaded only then.
 */
export function AgentShareSlot({ deal, className }: { deal: ShareableDeal; className?: string }) {
  if (!useSignedInAgent()) return null;
  return (
    <Suspense fallback={null}>
      <ShareDeal deal={deal} className={className} />
    </Suspense>
  );
}
