import { useId, type ReactNode } from 'react';
import styles from './sidebar-section.module.css';

/** Fluent's ChevronRight20Regular: the accordion's expand icon, turned down while the section is open. */
function ExpandIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7.65 4.15c.2-.2.5-.2.7 0l5.49 5.46c.21.22.21.57 0 .78l-5.49 5.47a.5.5 0 0 1-.7-.71L12.8 10 7.65 4.85a.5.5 0 0 1 0-.7" />
    </svg>
  );
}

/** Props of {@link SidebarSection}. */
export interface SidebarSectionProps {
  label: string;
  open: boolean;
  onToggle: () => void;
  /** The sidebar's top-level sections are larger and bold; nested ones (a continent) are plain. */
  size?: 'medium' | 'large';
  /** The section's content, mounted only while open (its data is requested when first opened). */
  children: ReactNode;
}

/**
 * One section of the mobile sidebar's accordion, as a disclosure (WAI-ARIA pattern): a button with
 * `aria-expanded` and `aria-controls` shows or hides the panel below it.
 */
export function SidebarSection({ label, open, onToggle, size = 'medium', children }: SidebarSectionProps) {
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        className={size === 'large' ? `${styles.button} ${styles.large}` : styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className={styles.icon}>
          <ExpandIcon open={open} />
        </span>
        {label}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
