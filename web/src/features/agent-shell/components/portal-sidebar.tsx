import type { MouseEvent } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { DismissRegular, HomeRegular, KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { NavLink, useLocation } from 'react-router-dom';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { agentShellMessages as messages } from '../messages.ts';
import type { PortalNavGroup } from '../portal-navigation.ts';
import { usePortalAccount } from '../api/get-portal-account.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  home: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  header: { fontWeight: tokens.fontWeightSemibold },
  links: { listStyleType: 'none', margin: 0, padding: `0 0 ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  link: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  footer: { flexDirection: 'column', alignItems: 'stretch' },
});

/** Props of {@link PortalSidebar}. */
export interface PortalSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: PortalNavGroup[];
  /** The signed-in username (from the session), shown until the account's name arrives. */
  username: string;
  /** Opens the change-password dialog. */
  onChangePassword: () => void;
  /** Ends the session and leaves the portal. */
  onSignOut: () => Promise<void>;
}

/**
 * The portal's navigation on phones: a drawer from the start edge (a modal dialog: focus stays in it, Escape
 * closes it) with one accordion group per header menu, and the account's entries: the signed-in name, Change
 * password and Logout (a signed-in agent is not offered Become an Agent). The drawer closes when a link is
 * followed.
 */
export function PortalSidebar({ open, onOpenChange, groups, username, onChangePassword, onSignOut }: PortalSidebarProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const { account } = usePortalAccount();
  const [signingOut, setSigningOut] = useState(false);
  const currentGroup = groups.find((group) => group.links.some((link) => link.path === pathname))?.id;

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  };

  async function signOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start" size="medium">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={messages.closeMenu} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}
        >
          {messages.sidebarTitle}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={messages.portalNavLabel} className={styles.body} onClick={closeOnLink}>
          <NavLink to={PORTAL_PATHS.home} end className={({ isActive }) => mergeClasses(styles.home, isActive && styles.current)}>
            <HomeRegular aria-hidden />
            {messages.portalHome}
          </NavLink>
          <Accordion collapsible multiple defaultOpenItems={currentGroup ? [currentGroup] : []}>
            {groups.map((group) => (
              <AccordionItem key={group.id} value={group.id}>
                <AccordionHeader size="large" button={{ className: styles.header }}>
                  {group.label}
                </AccordionHeader>
                <AccordionPanel>
                  <ul className={styles.links}>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <NavLink to={link.path} end caseSensitive className={({ isActive }) => mergeClasses(styles.link, isActive && styles.current)}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </nav>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Text weight="semibold">{account?.name || account?.username || username}</Text>
        <Button
          size="large"
          icon={<KeyRegular />}
          onClick={() => {
            onOpenChange(false);
            onChangePassword();
          }}
        >
          {messages.changePassword}
        </Button>
        <Button
          appearance="primary"
          size="large"
          icon={signingOut ? <Spinner size="tiny" appearance="inverted" /> : <SignOutRegular />}
          disabledFocusable={signingOut}
          onClick={() => void signOut()}
        >
          {signingOut ? messages.loggingOut : messages.logout}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
