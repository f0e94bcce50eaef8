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
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, HomeRegular, PersonAddRegular } from '@fluentui/react-icons';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MOBILE_SIDEBAR_ANCHOR_DELAY_MS } from '@tdp/shared/constants';
import { PORTAL_HOME_PATH } from '../../../lib/portal-paths.ts';
import { agentShellMessages as messages } from '../messages.ts';
import { BECOME_AGENT_PATH, type PortalNavGroup } from '../portal-navigation.ts';

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
}

/**
 * The portal's navigation on phones: a drawer from the start edge (a modal dialog: focus stays in it, Escape
 * closes it) with one accordion group per header menu, and a Become an Agent button. The drawer closes when
 * a link is followed. Become an Agent leads to the application form's anchor, scrolled to once the drawer
 * has gone and the page has loaded (after 300 ms).
 */
export function PortalSidebar({ open, onOpenChange, groups }: PortalSidebarProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentGroup = groups.find((group) => group.links.some((link) => link.path === pathname))?.id;

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  };

  async function becomeAgent() {
    onOpenChange(false);
    const [path, anchor] = BECOME_AGENT_PATH.split('#');
    await navigate({ pathname: path, hash: anchor });
    window.setTimeout(() => document.getElementById(anchor!)?.scrollIntoView({ block: 'start' }), MOBILE_SIDEBAR_ANCHOR_DELAY_MS);
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
          <NavLink to={PORTAL_HOME_PATH} end className={({ isActive }) => mergeClasses(styles.home, isActive && styles.current)}>
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
        <Button appearance="primary" size="large" icon={<PersonAddRegular />} onClick={() => void becomeAgent()}>
          {messages.becomeAgent}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
