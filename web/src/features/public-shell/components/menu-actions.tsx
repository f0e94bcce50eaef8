import { ButtonLink } from '../../../components/ui/button.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { menusCatalogue } from '../../../i18n/catalogues/menus.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { menuMessages } from '../menu-messages.ts';
import { publicShellMessages } from '../messages.ts';
import panelStyles from './menu-panel.module.css';

/** The mega-menu's two buttons: Request a Quote and View All (`/deals`). */
export function MenuActions() {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  return (
    <div className={panelStyles.actions}>
      <ButtonLink appearance="primary" to={PUBLIC_PATHS.requestQuote}>
        {i18n._(publicShellMessages.requestQuote)}
      </ButtonLink>
      <ButtonLink appearance="outline" to={PUBLIC_PATHS.deals}>
        {i18n._(menuMessages.viewAll)}
      </ButtonLink>
    </div>
  );
}
