import { useEffect, useMemo, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { agentShellMessages as messages } from '../messages.ts';
import { portalNavGroups } from '../portal-navigation.ts';
import type { RefreshResponse } from '@tdp/shared/schemas/auth';
import { AccountMenu } from './account-menu.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { PortalNavMenu } from './portal-nav-menu.tsx';
import { PortalSidebar } from './portal-sidebar.tsx';

/** Below this width the five menus fold into the sidebar. */
const MOBILE = '@media (max-width: 959px)';
const DESKTOP = '@media (min-width: 960px)';

const useStyles = makeStyles({
  root: { position: 'relative', zIndex: 10, backgroundColor: tokens.colorNeutralBackground1 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  brand: { flexGrow: 1, minWidth: 0 },
  menuButton: { [DESKTOP]: { display: 'none' } },
  nav: { backgroundColor: tokens.colorBrandBackground, [MOBILE]: { display: 'none' } },
  menus: { display: 'flex', maxWidth: '1200px', margin: '0 auto', padding: `0 ${tokens.spacingHorizontalS}`, listStyleType: 'none' },
});

/** Props of {@link AgentHeader}. */
export interface AgentHeaderProps {
  /** The signed-in username, from the session. */
  username: string;
  /** Ends the session and leaves the portal (the app decides where to). */
  onSignOut: () => Promise<void>;
  /** Stores the token pair a password change answered, so this browser stays signed in (the app's session). */
  onPasswordChanged: (tokens: RefreshResponse) => void;
}

/**
 * Header of the agent portal (the `banner` landmark): brand, the avatar menu and, on wide screens, the five
 * hover menus (Training & Events, Suppliers Guide, Marketing, Resources, Agent Section); on narrow screens a
 * menu button opens the slide-in sidebar instead. Every open menu closes when the page changes.
 */
export function AgentHeader({ username, onSignOut, onPasswordChanged }: AgentHeaderProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const groups = useMemo(() => portalNavGroups(), []);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    setOpenMenu(null);
    setSidebarOpen(false);
  }, [pathname]);

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Button
          className={styles.menuButton}
          appearance="subtle"
          size="large"
          icon={<NavigationRegular />}
          aria-label={messages.openMenu}
          aria-expanded={sidebarOpen}
          onClick={() => setSidebarOpen(true)}
        />
        <div className={styles.brand}>
          <BrandLogo to={PORTAL_PATHS.home} suffix={messages.portalName} />
        </div>
        <AccountMenu username={username} onSignOut={onSignOut} onChangePassword={() => setChangingPassword(true)} />
      </div>
      <nav className={styles.nav} aria-label={messages.portalNavLabel}>
        <ul className={styles.menus}>
          {groups.map((group) => (
            <PortalNavMenu
              key={group.id}
              group={group}
              open={openMenu === group.id}
              current={group.links.some((link) => pathname === link.path || pathname.startsWith(`${link.path}/`))}
              onOpenChange={(open) => setOpenMenu((current) => (open ? group.id : current === group.id ? null : current))}
            />
          ))}
        </ul>
      </nav>
      <PortalSidebar
        open={sidebarOpen}
        onOpenChange={setSidebarOpen}
        groups={groups}
        username={username}
        onChangePassword={() => setChangingPassword(true)}
        onSignOut={onSignOut}
      />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} onPasswordChanged={onPasswordChanged} />
    </header>
  );
}
