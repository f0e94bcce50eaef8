import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { AdminFooter } from '../../features/admin-shell/components/admin-footer.tsx';
import { AdminHeader } from '../../features/admin-shell/components/admin-header.tsx';
import { adminThemeOverrides } from '../theme.ts';

const MAIN_ID = 'admin-main-content';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"header header" "menu main" "menu footer"',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: { gridArea: 'header' },
  main: { gridArea: 'main', minWidth: 0, ':focus': { outlineStyle: 'none' } },
  footer: { gridArea: 'footer' },
});

/**
 * Layout of the admin dashboard (`/admin-dashboard/*`): 5 px corners, header, a `menu` grid area on the
 * left for the collapsible admin menu (added by the admin feature), the page, footer.
 */
export function AdminShell() {
  const styles = useStyles();
  return (
    <FluentProvider theme={adminThemeOverrides} className={styles.root}>
      <SkipLink targetId={MAIN_ID} />
      <div className={styles.header}>
        <AdminHeader />
      </div>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <div className={styles.footer}>
        <AdminFooter />
      </div>
    </FluentProvider>
  );
}
