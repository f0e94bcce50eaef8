import type { ReactNode } from 'react';
import { useDisclosureMenu } from '../../../lib/use-disclosure-menu.ts';
import styles from './header-menu.module.css';
import navItemStyles from './nav-item.module.css';
import { ChevronDownIcon } from './shell-icons.tsx';

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
 * A mega-menu of the header: a button that shows a full-width panel below the header, with the site's one menu
 * behaviour (`useDisclosureMenu`: hover, click, Enter, Space and ArrowDown open it; Escape, leaving it, a press
 * elsewhere, a followed link and navigation close it). The header keeps one menu open at a time.
 */
export function HeaderMenu({ id, label, open, onOpenChange, emphasised = false, children }: HeaderMenuProps) {
  const { itemProps, triggerProps, panelProps } = useDisclosureMenu<HTMLDivElement>({ panelId: `${id}-menu-panel`, open, onOpenChange });
  return (
    <li {...itemProps} className={styles.item}>
      <button {...triggerProps} className={[navItemStyles.item, emphasised && navItemStyles.emphasised, open && navItemStyles.open].filter(Boolean).join(' ')}>
        {label}
        <span className={[styles.chevron, open && styles.chevronOpen].filter(Boolean).join(' ')}>
          <ChevronDownIcon />
        </span>
      </button>
      {/* tabIndex -1: a click on the panel's blank space keeps focus inside, so the menu stays open. */}
      <div {...panelProps} className={styles.panel} tabIndex={-1}>
        {open && <div className={styles.panelInner}>{children}</div>}
      </div>
    </li>
  );
}
