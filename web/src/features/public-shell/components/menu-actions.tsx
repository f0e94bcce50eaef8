import { ButtonLink } from '../../../components/ui/button.tsx';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { publicShellMessages } from '../messages.ts';
import panelStyles from './menu-panel.module.css';

/** The mega-menu's two buttons: Request a Quote and View All (`/deals`). */
export function MenuActions() {
  return (
    <div className={panelStyles.actions}>
      <ButtonLink appearance="primary" to={SITE_PATHS.requestQuote}>
        {publicShellMessages.requestQuote}
      </ButtonLink>
      <ButtonLink appearance="outline" to={SITE_PATHS.deals}>
        {publicShellMessages.viewAll}
      </ButtonLink>
    </div>
  );
}
