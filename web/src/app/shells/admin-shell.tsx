import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { AdminFooter } from '../../features/admin-shell/components/admin-footer.tsx';
import { AdminHeader } from '../../features/admin-shell/components/admin-header.tsx';
import { AdminMenu } from '../../features/admin-shell/components/admin-menu.tsx';
import { ScrollToTopButton } from '../../features/admin-shell/components/scroll-to-top-button.tsx';
import { AdminProfileCard } from '../../features/auth/components/admin-profile-card.tsx';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { WrongRolePage } from '../../features/auth/components/wrong-role-page.tsx';
import { FluentScope } from '../fluent-scope.tsx';
import { adminTheme } from '../theme.ts';
import * as STANDALONE_PATHS from '@tdp/shared/site-paths/standalone-paths';

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
  header: {
    gridArea: 'header',
    display: 'flex',
    alignItems: 'stretch',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& > header': { flexGrow: 1, borderBottomStyle: 'none' },
  },
  account: {
    display: 'flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    minWidth: 0,
  },
  main: { gridArea: 'main', minWidth: 0, ':focus': { outlineStyle: 'none' } },
  footer: { gridArea: 'footer' },
});

/**
 * Layout of the admin dashboard (`/admin-dashboard/*`): 5 px corners, header, a `menu` grid area on the
 * left for the collapsible admin menu (added by the admin feature), the page, footer.
 */
function AdminLayout() {
  const styles = useStyles();
  return (
    // The layout sits inside the provider, not on it: a FluentProvider copies its classes onto every portal
    // (menus, listboxes, toasts), which would turn each into a full-screen grid over the page.
    <FluentScope theme={adminTheme} toaster>
      <div className={styles.root}>
        <SkipLink targetId={MAIN_ID} />
        <div className={styles.header}>
          <AdminHeader />
          <div className={styles.account}>
            <AdminProfileCard />
          </div>
        </div>
        <AdminMenu />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <div className={styles.footer}>
          <AdminFooter />
        </div>
        <ScrollToTopButton />
      </div>
    </FluentScope>
  );
}

/**
 * The admin dashboard behind its guard: admins only. A visitor goes to /admin-login; a signed-in agent is told
 * why they cannot enter (not silently sent to a sign-in page that would not let them in either).
 */
export function AdminShell() {
  return (
    <RequireRole
      roles={['admin']}
      redirectTo={STANDALONE_PATHS.adminLogin}
      wrongRole={(role) => <WrongRolePage role={role} areaName="the admin dashboard" signInPath={STANDALONE_PATHS.adminLogin} />}
    >
      <AdminLayout />
    </RequireRole>
  );
}
