import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { TRAVEL_STYLE_MENU_COLUMNS } from '@tdp/shared/constants';
import { useTravelStyles } from '../api/list-travel-styles.ts';
import { travelStyleColumns, travelStyleMenuHref } from '../menu-model.ts';
import { publicShellMessages } from '../messages.ts';
import { MenuActions } from './menu-actions.tsx';
import { useMenuPanelStyles } from './menu-panel-styles.ts';
import { MenuStatus } from './menu-status.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: `repeat(${TRAVEL_STYLE_MENU_COLUMNS}, minmax(0, 220px))`,
    columnGap: tokens.spacingHorizontalXXXL,
    rowGap: tokens.spacingVerticalL,
  },
});

/** The Travel Style mega-menu: every style alphabetically, 10 to a column, 3 columns across (spec section 9). */
export function TravelStylesPanel() {
  const styles = useStyles();
  const panelStyles = useMenuPanelStyles();
  const { data, error, mutate } = useTravelStyles();
  if (!data) return <MenuStatus failed={Boolean(error)} onRetry={() => void mutate()} />;
  return (
    <>
      <p className={panelStyles.title}>{publicShellMessages.travelStylesHeading}</p>
      <div className={styles.grid}>
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
