import { lazy, Suspense } from 'react';
import { useSignedInRole } from '../../lib/signed-in-agent.ts';

const AgentNotesPanel = lazy(() => import('./agent-notes-panel.tsx').then((module) => ({ default: module.AgentNotesPanel })));

/**
 * Where a package page shows its agent-only notes to a signed-in agent or admin. Empty on the server and while the
 * page hydrates (the public shell reads the session only after), and empty for a visitor, who never asks for them; the
 * panel's code, and its read of `GET /api/portal/packages/{slug}/agent-notes`, come only then.
 */
export function AgentNotesSlot({ packageUrl, className }: { packageUrl: string; className?: string }) {
  if (useSignedInRole() === null) return null;
  return (
    <Suspense fallback={null}>
      <AgentNotesPanel packageUrl={packageUrl} className={className} />
    </Suspense>
  );
}
