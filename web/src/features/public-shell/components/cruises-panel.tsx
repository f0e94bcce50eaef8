import { CruiseDrill } from './cruise-drill.tsx';
import { MenuActions } from './menu-actions.tsx';

/** The Cruise mega-menu: the continent → country → city drill and the mega-menu's buttons. */
export function CruisesPanel() {
  return (
    <>
      <CruiseDrill idPrefix="header" />
      <MenuActions />
    </>
  );
}
