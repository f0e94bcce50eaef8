import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import type { KeyboardEvent } from 'react';
import { focusables, useDisclosureMenu } from '../../../lib/use-disclosure-menu.ts';
import type { PortalNavGroup } from '../portal-navigation.ts';

const useStyles = makeStyles({
  item: { position: 'relative', display: 'flex' },
  trigger: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '-3px' },
  },
  triggerOpen: { backgroundColor: tokens.colorBrandBackgroundPressed },
  triggerCurrent: { boxShadow: `inset 0 -3px 0 ${tokens.colorNeutralForegroundOnBrand}` },
  chevron: { display: 'inline-flex', transitionProperty: 'transform', transitionDuration: tokens.durationFaster },
  chevronOpen: { transform: 'rotate(180deg)' },
  panel: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 20,
    minWidth: '260px',
    margin: 0,
    padding: `${tokens.spacingVerticalS} 0`,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  linkCurrent: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
});

/** Props of {@link PortalNavMenu}. */
export interface PortalNavMenuProps {
  group: PortalNavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One of the group's pages is the current page. */
  current: boolean;
}

/**
 * One menu of the portal header: a button that shows the group's pages, with the site's one menu behaviour
 * (`useDisclosureMenu`, as the public header's mega-menus): hover, click, Enter, Space and ArrowDown open it (ArrowDown
 * also moves into the list; ArrowUp/ArrowDown move between its links); Escape (focus back on the button), leaving it,
 * a press elsewhere, a followed link and navigation close it.
 */
export function PortalNavMenu({ group, open, onOpenChange, current }: PortalNavMenuProps) {
  const styles = useStyles();
  const { itemProps, triggerProps, panelProps } = useDisclosureMenu<HTMLUListElement>({
    panelId: `portal-menu-${group.id}`,
    open,
    onOpenChange,
  });
  // A one-column list: ArrowDown and ArrowUp move between its links, round the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    itemProps.onKeyDown(event);
    if (!open || event.target === triggerProps.ref.current || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const links = focusables(panelProps.ref.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  };

  return (
    <li {...itemProps} onKeyDown={onKeyDown} className={styles.item}>
      <button {...triggerProps} className={mergeClasses(styles.trigger, open && styles.triggerOpen, current && styles.triggerCurrent)}>
        {group.label}
        <span className={mergeClasses(styles.chevron, open && styles.chevronOpen)} aria-hidden>
          <ChevronDownRegular />
        </span>
      </button>
      <ul {...panelProps} className={styles.panel} aria-label={group.label}>
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} end caseSensitive className={({ isActive }) => mergeClasses(styles.link, isActive && styles.linkCurrent)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
