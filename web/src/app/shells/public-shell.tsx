import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { useAgentAttributionFromLinks } from '../../lib/agent-attribution.ts';
import { SiteFooter } from '../../features/public-shell/components/site-footer.tsx';
import { SiteHeader } from '../../features/public-shell/components/site-header.tsx';
import styles from './public-shell.module.css';

const MAIN_ID = 'main-content';

/** Layout of every public page: skip link, header (banner), the page (main), footer (contentinfo). A `?agent=` link attributes the visit. */
export function PublicShell() {
  useAgentAttributionFromLinks();
  return (
    <div className={styles.root}>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
