import { Link as RouterLink } from 'react-router-dom';
import { TRAVEL_STYLE_MENU_COLUMNS } from '@tdp/shared/constants';
import { travelStyleColumns, travelStyleMenuHref } from '../menu-model.ts';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { menusCatalogue } from '../../../i18n/catalogues/menus.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { menuMessages } from '../menu-messages.ts';
import { MenuActions } from './menu-actions.tsx';
import panelStyles from './menu-panel.module.css';
import { MenuStatus } from './menu-status.tsx';
import styles from './travel-styles-panel.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

// The column count comes from the shared constants, so it is set here rather than in the stylesheet.
const gridColumns = { gridTemplateColumns: `repeat(${TRAVEL_STYLE_MENU_COLUMNS}, minmax(0, 220px))` };

/** The Travel Style mega-menu: every style alphabetically, 10 to a column, 3 columns across. */
export function TravelStylesPanel() {
  const i18n = useCatalogue(shellCatalogue);
  // The menus' own words, in the same translator once their catalogue is loaded.
  useCatalogue(menusCatalogue);
  const { data, error, mutate } = useApi(catalogueReadRoutes.listTravelStyles);
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <>
      <p className={panelStyles.title}>{i18n._(menuMessages.travelStylesHeading)}</p>
      <div className={styles.grid} style={gridColumns}>
        {travelStyleColumns(data).map((column) => (
          <ul key={column[0]!.id} className={panelStyles.column}>
            {column.map((style) => (
              <li key={style.id}>
                <RouterLink className={panelStyles.link} to={travelStyleMenuHref(style)}>
                  {style.style_name}
                </RouterLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <MenuActions />
    </>
  );
}
