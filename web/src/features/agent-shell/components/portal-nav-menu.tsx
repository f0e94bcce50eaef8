import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import type { PortalNavGroup } from '../portal-navigation.ts';

/** How long the pointer may be away from a menu (crossing to its list, say) before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

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

function focusableLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/**
 * One menu of the portal header as a disclosure (WAI-ARIA pattern): a button with `aria-expanded` that shows
 * the group's pages. A mouse resting on it opens it; a click or tap, Enter, Space or ArrowDown does too
 * (ArrowDown also moves into the list; ArrowUp/ArrowDown move between its links). Escape closes it and
 * returns focus to the button; so does following a link, moving focus or the pointer away, or tapping
 * elsewhere. The header closes it on every navigation.
 */
export function PortalNavMenu({ group, open, onOpenChange, current }: PortalNavMenuProps) {
  const styles = useStyles();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A menu a mouse opened stays open on the click that usually follows, instead of toggling shut.
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const panelId = `portal-menu-${group.id}`;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusableLinks(panelRef.current)[0]?.focus();
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, onOpenChange]);

  function moveFocus(step: 1 | -1) {
    const links = focusableLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[(index + step + links.length) % links.length]?.focus();
  }

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        if (!open) {
          openedByHover.current = true;
          onOpenChange(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          event.stopPropagation();
          onOpenChange(false);
          triggerRef.current?.focus();
        } else if (event.target !== triggerRef.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          moveFocus(event.key === 'ArrowDown' ? 1 : -1);
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={mergeClasses(styles.trigger, open && styles.triggerOpen, current && styles.triggerCurrent)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          onOpenChange(!open);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (open) {
            focusableLinks(panelRef.current)[0]?.focus();
          } else {
            focusFirstOnOpen.current = true;
            onOpenChange(true);
          }
        }}
      >
        {group.label}
        <span className={mergeClasses(styles.chevron, open && styles.chevronOpen)} aria-hidden>
          <ChevronDownRegular />
        </span>
      </button>
      <ul ref={panelRef} id={panelId} className={styles.panel} hidden={!open} aria-label={group.label}>
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              end
              caseSensitive
              className={({ isActive }) => mergeClasses(styles.link, isActive && styles.linkCurrent)}
              onClick={() => onOpenChange(false)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
