import { LinkButton } from '../../../components/link-button.tsx';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { publicShellMessages } from '../messages.ts';
import { useMenuPanelStyles } from './menu-panel-styles.ts';

/** The mega-menu's two buttons (spec): Request a Quote and View All (`/deals`). */
export function MenuActions() {
  const styles = useMenuPanelStyles();
  return (
    <div className={styles.actions}>
      <LinkButton appearance="primary" to={SITE_PATHS.requestQuote}>
        {publicShellMessages.requestQuote}
      </LinkButton>
      <LinkButton appearance="outline" to={SITE_PATHS.deals}>
        {publicShellMessages.viewAll}
      </LinkButton>
    </div>
  );
}
