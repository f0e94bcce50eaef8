import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { useAgentAttributionFromLinks } from '../../lib/agent-attribution.ts';
import { SiteFooter } from '../../features/public-shell/components/site-footer.tsx';
import { SiteHeader } from '../../features/public-shell/components/site-header.tsx';

const MAIN_ID = 'main-content';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
});

/** Layout of every public page: skip link, header (banner), the page (main), footer (contentinfo). A `?agent=` link attributes the visit. */
export function PublicShell() {
  const styles = useStyles();
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
