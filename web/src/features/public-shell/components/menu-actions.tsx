import { ButtonLink } from '../../../components/ui/button.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { publicShellMessages } from '../messages.ts';
import panelStyles from './menu-panel.module.css';

/** The mega-menu's two buttons: Request a Quote and View All (`/deals`). */
export function MenuActions() {
  return (
    <div className={panelStyles.actions}>
      <ButtonLink appearance="primary" to={PUBLIC_PATHS.requestQuote}>
        {publicShellMessages.requestQuote}
      </ButtonLink>
      <ButtonLink appearance="outline" to={PUBLIC_PATHS.deals}>
        {publicShellMessages.viewAll}
      </ButtonLink>
    </div>
  );
}
