import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** How long a mouse rests on a menu before it opens: a pointer only crossing the header on its way opens nothing. */
export const MENU_HOVER_OPEN_DELAY_MS = 100;
/** How long the pointer may be away from a menu (crossing to its panel, say) before it closes. */
export const MENU_HOVER_CLOSE_DELAY_MS = 200;

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Options of {@link useDisclosureMenu}. */
export interface DisclosureMenuOptions {
  /** The panel's element id (the trigger's `aria-controls`). */
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The links and buttons of a panel, in order (a one-column menu moves between them with the arrow keys). */
export function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * The one behaviour of the site's header menus (the public header's mega-menus, the portal's menus): a disclosure
 * (WAI-ARIA "disclosure navigation"), a button with `aria-expanded` and `aria-controls` and a panel of links. It opens
 * when a mouse rests on it ({@link MENU_HOVER_OPEN_DELAY_MS}) and on click or tap, Enter, Space or ArrowDown (which also
 * moves focus into the panel, waiting for its links if they are still loading); the click that follows a hover keeps it
 * open. It closes on Escape (focus back on the button), when the pointer leaves it ({@link MENU_HOVER_CLOSE_DELAY_MS})
 * or focus does, on a press elsewhere and when one of its links is followed; the headers close their menus on any
 * navigation (they hold which menu is open).
 *
 * Spread `itemProps` on the element around the button and the panel (a list item), `triggerProps` on the button and
 * `panelProps` on the panel; the component draws them (and may add keys of its own: the portal's one-column menus
 * move between links with ArrowUp/ArrowDown).
 */
export function useDisclosureMenu<Panel extends HTMLElement = HTMLElement>({ panelId, open, onOpenChange }: DisclosureMenuOptions) {
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  // A menu a mouse opened stays open on the click that usually follows, instead of toggling shut.
  const openedByHover = useRef(false);
  const focusPanelOnOpen = useRef(false);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

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
        const first = focusables(panel)[0];
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
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      waitingForContent?.disconnect();
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, onOpenChange]);

  const itemProps = {
    ref: itemRef,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      if (open) return;
      hoverTimer.current = window.setTimeout(() => {
        openedByHover.current = true;
        onOpenChange(true);
      }, MENU_HOVER_OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      // A pending open is dropped; an open menu closes unless the pointer comes back in time.
      window.clearTimeout(hoverTimer.current);
      if (open) hoverTimer.current = window.setTimeout(() => onOpenChange(false), MENU_HOVER_CLOSE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!open || event.key !== 'Escape') return;
      event.stopPropagation();
      onOpenChange(false);
      triggerRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
    },
    onClick: (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) onOpenChange(false);
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => {
      window.clearTimeout(hoverTimer.current);
      if (open && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      onOpenChange(!open);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (open) {
        focusables(panelRef.current)[0]?.focus();
      } else {
        focusPanelOnOpen.current = true;
        onOpenChange(true);
      }
    },
  };

  const panelProps = { ref: panelRef, id: panelId, hidden: !open };

  return { itemProps, triggerProps, panelProps };
}
