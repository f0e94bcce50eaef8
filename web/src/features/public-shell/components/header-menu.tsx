import { useEffect, useRef, type ReactNode } from 'react';
import styles from './header-menu.module.css';
import navItemStyles from './nav-item.module.css';
import { ChevronDownIcon } from './shell-icons.tsx';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** How long the pointer may be away from a menu (crossing to its panel, say) before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

/** Props of {@link HeaderMenu}. */
export interface HeaderMenuProps {
  /** Unique among the header's menus; names the panel's element id. */
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Drawn as the header's highlighted entry (the cruise header stresses its Cruises menu). */
  emphasised?: boolean;
  /** The panel's content, mounted only while open (so a drill-down starts fresh each time). */
  children: ReactNode;
}

/**
 * A mega-menu of the header as a disclosure (WAI-ARIA pattern): a button with `aria-expanded` and
 * `aria-controls` shows a full-width panel below the header. It opens when a mouse rests on it and on
 * click or tap, Enter, Space or ArrowDown (which also moves focus into the panel). It closes on Escape
 * (focus returns to the button), when a link inside is followed, when focus or the pointer leaves it,
 * and on a tap elsewhere. The header closes it on navigation too.
 */
export function HeaderMenu({ id, label, open, onOpenChange, emphasised = false, children }: HeaderMenuProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A menu a mouse opened stays open on the click that usually follows, instead of toggling shut.
  const openedByHover = useRef(false);
  const focusPanelOnOpen = useRef(false);
  const panelId = `${id}-menu-panel`;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      focusPanelOnOpen.current = false;
      return;
    }
    // ArrowDown asked for focus in the panel: its code or data may still be loading, so wait for a link.
    let waitingForContent: MutationObserver | undefined;
    const panel = panelRef.current;
    if (focusPanelOnOpen.current && panel) {
      const focusFirst = () => {
        const first = panel.querySelector<HTMLElement>(FOCUSABLE);
        if (!first) return false;
        focusPanelOnOpen.current = false;
        first.focus();
        return true;
      };
      if (!focusFirst()) {
        waitingForContent = new MutationObserver(() => {
          if (focusFirst()) waitingForContent?.disconnect();
        });
        waitingForContent.observe(panel, { childList: true, subtree: true });
      }
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      waitingForContent?.disconnect();
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, onOpenChange]);

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
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onOpenChange(false);
        triggerRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) onOpenChange(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={[navItemStyles.item, emphasised && navItemStyles.emphasised, open && navItemStyles.open].filter(Boolean).join(' ')}
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
            panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
          } else {
            focusPanelOnOpen.current = true;
            onOpenChange(true);
          }
        }}
      >
        {label}
        <span className={[styles.chevron, open && styles.chevronOpen].filter(Boolean).join(' ')}>
          <ChevronDownIcon />
        </span>
      </button>
      {/* tabIndex -1: a click on the panel's blank space keeps focus inside, so the menu stays open. */}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} tabIndex={-1}>
        {open && <div className={styles.panelInner}>{children}</div>}
      </div>
    </li>
  );
}
