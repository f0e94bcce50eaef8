import { useState, type MouseEvent } from 'react';
import {
  Button,
  CounterBadge,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Nav,
  NavItem,
  mergeClasses,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { Link, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ADMIN_MENU_COLLAPSED_WIDTH, ADMIN_MENU_WIDTH } from '@tdp/shared/constants';
import { formatMessage } from '../../../lib/intl.ts';
import type { AdminWorkCounts } from '@tdp/shared/schemas/admin-work-counts';
import { useWorkCounts } from '../api/get-work-counts.ts';
import { ADMIN_MENU, adminMenuHref, entryCount, entryCountWords, findActiveMenuEntry, type AdminMenuEntry, type AdminMenuGroup } from '../admin-menu.ts';
import { adminShellMessages as messages } from '../messages.ts';

/** Below this width the menu starts collapsed, so the page keeps most of a small screen. */
const NARROW_SCREEN_QUERY = '(max-width: 767px)';

const useStyles = makeStyles({
  root: {
    // The admin shell's grid names this area; the column keeps the menu's background down to the footer.
    gridArea: 'menu',
    // The background Fluent's NavItem is drawn for (its NavDrawer's).
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  // The menu itself stays in view while the page scrolls, and scrolls on its own when taller than the window.
  nav: {
    position: 'sticky',
    top: 0,
    maxHeight: '100vh',
    overflowY: 'auto',
    overflowX: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalXL,
  },
  expanded: { width: `${ADMIN_MENU_WIDTH}px` },
  collapsed: { width: `${ADMIN_MENU_COLLAPSED_WIDTH}px` },
  toggleRow: {
    display: 'flex',
    justifyContent: 'flex-end',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0`,
  },
  toggleRowCollapsed: { justifyContent: 'center' },
  group: { display: 'flex', flexDirection: 'column', padding: `0 ${tokens.spacingHorizontalS}` },
  groupHeading: {
    margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: tokens.colorNeutralForeground3,
  },
  // Fluent's Nav lays out and highlights the entries; it sits in the width this component sets.
  fluentNav: { backgroundColor: 'transparent', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  railList: {
    listStyleType: 'none',
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  railButton: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    textDecorationLine: 'none',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    textAlign: 'center',
    ':hover': { backgroundColor: tokens.colorNeutralBackground4Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  railActive: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  railIcon: { fontSize: '24px' },
  // The count sits at the end of the entry's row; the rail shows it over the group's icon.
  entryText: { flexGrow: 1, minWidth: 0 },
  railIconBox: { position: 'relative', display: 'inline-flex' },
  railCount: { position: 'absolute', top: '-6px', insetInlineEnd: '-12px' },
});

/** The work waiting on a screen, beside its menu entry; its words are in the entry's accessible name, so it is hidden from it. */
function WorkCount({ count, className }: { count: number | null; className?: string }) {
  if (count === null) return null;
  return <CounterBadge count={count} size="small" color="brand" className={className} aria-hidden />;
}

/** Words only screen readers read, as text of the control (an aria-label would not start with what is seen, the badge's number). */
function HiddenWords({ words }: { words: string }) {
  return <span className="visually-hidden">{words}</span>;
}

/**
 * An entry's label and, when work waits, the words of its count: read as one text ("Leads, 3 new"), the label shown
 * (a hidden span beside it would be read with a space before the comma).
 */
function EntryName({ label, countWords }: { label: string; countWords: string }) {
  if (countWords === '') return <>{label}</>;
  return (
    <>
      <span aria-hidden>{label}</span>
      <HiddenWords words={`${label}${countWords}`} />
    </>
  );
}

function startsCollapsed(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** Follows a menu link inside the app, unless the click asks the browser for a new tab or window. */
function followInApp(event: MouseEvent, navigate: NavigateFunction, href: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  void navigate(href);
}

/** One entry as a Fluent NavItem; its value is its address, which is what the Nav selects. */
function MenuLink({ entry, active, counts }: { entry: AdminMenuEntry; active: boolean; counts: AdminWorkCounts | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const href = adminMenuHref(entry);
  const Icon = entry.icon;
  const count = entryCount(entry, counts);
  return (
    <NavItem
      href={href}
      value={href}
      icon={<Icon />}
      // Only the current page is marked (Fluent would write aria-current="false" on every other entry).
      aria-current={active ? 'page' : undefined}
      onClick={(event) => followInApp(event, navigate, href)}
    >
      <span className={styles.entryText}>
        <EntryName label={entry.label} countWords={entryCountWords(entry, counts)} />
      </span>
      <WorkCount count={count} />
    </NavItem>
  );
}

function ExpandedGroup({ group, activeEntry, counts }: { group: AdminMenuGroup; activeEntry: AdminMenuEntry | null; counts: AdminWorkCounts | undefined }) {
  const styles = useStyles();
  const headingId = `admin-menu-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {group.label}
      </h2>
      <ul className={styles.list}>
        {group.entries.map((entry) => (
          <li key={adminMenuHref(entry)}>
            <MenuLink entry={entry} active={entry === activeEntry} counts={counts} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A group in the collapsed rail: its icon and name; a one-page group links straight to it, others open a menu. */
function RailGroup({ group, activeEntry, counts }: { group: AdminMenuGroup; activeEntry: AdminMenuEntry | null; counts: AdminWorkCounts | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const Icon = group.icon;
  const active = activeEntry !== null && group.entries.includes(activeEntry);
  const className = mergeClasses(styles.railButton, active && styles.railActive);
  const onlyEntry = group.entries.length === 1 ? group.entries[0]! : null;
  const counted = group.entries.filter((entry) => entryCount(entry, counts) !== null);
  const total = counted.reduce((sum, entry) => sum + entryCount(entry, counts)!, 0);
  const icon = (
    <span className={styles.railIconBox}>
      <Icon className={styles.railIcon} aria-hidden />
      <WorkCount count={total > 0 ? total : null} className={styles.railCount} />
    </span>
  );

  if (onlyEntry) {
    return (
      <Link to={adminMenuHref(onlyEntry)} className={className} aria-current={active ? 'page' : undefined}>
        {icon}
        <span>
          <EntryName label={group.label} countWords={entryCountWords(onlyEntry, counts)} />
        </span>
      </Link>
    );
  }
  // The group's name, then what waits in it: "Agents pages, Page changes, 2 waiting".
  const groupName = [
    formatMessage(messages.groupMenuLabel, { group: group.label }),
    ...counted.map((entry) => `${entry.label}${entryCountWords(entry, counts)}`),
  ].join(', ');
  return (
    <Menu positioning={{ position: 'after', align: 'top' }}>
      <MenuTrigger disableButtonEnhancement>
        <button type="button" className={className}>
          {icon}
          <span aria-hidden>{group.label}</span>
          <HiddenWords words={groupName} />
        </button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {group.entries.map((entry) => {
            const href = adminMenuHref(entry);
            const EntryIcon = entry.icon;
            const count = entryCount(entry, counts);
            return (
              <MenuItemLink
                key={href}
                href={href}
                icon={<EntryIcon />}
                aria-current={entry === activeEntry ? 'page' : undefined}
                secondaryContent={<WorkCount count={count} />}
                onClick={(event) => followInApp(event, navigate, href)}
              >
                <EntryName label={entry.label} countWords={entryCountWords(entry, counts)} />
              </MenuItemLink>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The admin dashboard's left menu: the groups and entries of `ADMIN_MENU`, 240 px
 * wide, collapsible to a 100 px rail of group icons whose pages open in a menu. The entry of the current
 * page is highlighted by path and query (`aria-current="page"`). Entries with work waiting (new leads, page changes
 * to approve) show its count, also in their accessible name; a count of zero shows nothing.
 */
export function AdminMenu() {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const activeEntry = findActiveMenuEntry(pathname, search);
  const counts = useWorkCounts().data?.data;

  return (
    <div className={mergeClasses(styles.root, collapsed ? styles.collapsed : styles.expanded)}>
      <nav aria-label={messages.menuLabel} className={styles.nav}>
        <div className={mergeClasses(styles.toggleRow, collapsed && styles.toggleRowCollapsed)}>
          <Button
            appearance="subtle"
            icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
            aria-label={collapsed ? messages.expandMenu : messages.collapseMenu}
            title={collapsed ? messages.expandMenu : messages.collapseMenu}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          />
        </div>
        {collapsed ? (
          <ul className={styles.railList}>
            {ADMIN_MENU.map((group) => (
              <li key={group.id}>
                <RailGroup group={group} activeEntry={activeEntry} counts={counts} />
              </li>
            ))}
          </ul>
        ) : (
          // Highlighted by path and query: the selected value is the address of the entry findActiveMenuEntry picks.
          <Nav className={styles.fluentNav} selectedValue={activeEntry ? adminMenuHref(activeEntry) : ''}>
            {ADMIN_MENU.map((group) => (
              <ExpandedGroup key={group.id} group={group} activeEntry={activeEntry} counts={counts} />
            ))}
          </Nav>
        )}
      </nav>
    </div>
  );
}
