import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionOnDemand } from '../../features/auth/session/session-on-demand.ts';
import { SkipLink } from '../../components/skip-link.tsx';
import { useAgentAttributionFromLinks } from '../../lib/agent-attribution.ts';
import { useVisitSourceCapture } from '../../lib/visit-source.ts';
import { SignedInAgentContext, SignedInRoleContext } from '../../lib/signed-in-agent.ts';
import { SiteFooter } from '../../features/public-shell/components/site-footer.tsx';
import { SiteHeader } from '../../features/public-shell/components/site-header.tsx';
import styles from './public-shell.module.css';

const MAIN_ID = 'main-content';

function subscribeToNothing(): () => void {
  return () => undefined;
}

/** Layout of every public page: skip link, header (banner), the page (main), footer (contentinfo). A `?agent=` link attributes the visit; where the visit came from is kept for the forms. */
export function PublicShell() {
  useAgentAttributionFromLinks();
  useVisitSourceCapture();
  // The session's code loads only for a browser that holds a session: a visitor's first visit never downloads it.
  const { session } = useSessionOnDemand();
  // The server renders for a visitor; the session is read only once hydrated, so the first render matches.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const signedInRole = hydrated ? (session?.role ?? null) : null;
  const signedInAgent = signedInRole === 'agent';
  return (
    <div className={styles.root}>
      <SkipLink targetId={MAIN_ID} />
      {/* A signed-in agent is not offered Become an Agent. */}
      <SiteHeader offerBecomeAgent={!signedInAgent} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {/* A signed-in agent is offered more on some pages (a package page's "Share this deal"; with an admin, its agent-only notes). */}
        <SignedInRoleContext value={signedInRole}>
          <SignedInAgentContext value={signedInAgent}>
            <Outlet />
          </SignedInAgentContext>
        </SignedInRoleContext>
      </main>
      <SiteFooter />
    </div>
  );
}
