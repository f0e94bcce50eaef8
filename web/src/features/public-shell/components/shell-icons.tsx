/**
 * The few line icons the public header draws (24-unit grid, `currentColor`). Drawn here rather than
 * importing an icon package for five shapes; each is decorative, its control carries the name.
 */

function Icon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Chevron pointing down: a menu button's open state. */
export function ChevronDownIcon() {
  return <Icon path="M6 9l6 6 6-6" size={16} />;
}

/** Chevron pointing right: a drill-down step or a breadcrumb separator. */
export function ChevronRightIcon() {
  return <Icon path="M9 6l6 6-6 6" size={16} />;
}

/** Three lines: the button that opens the mobile sidebar. */
export function MenuIcon() {
  return <Icon path="M4 6h16M4 12h16M4 18h16" />;
}

/** A cross: closes the mobile sidebar. */
export function DismissIcon() {
  return <Icon path="M6 6l12 12M18 6L6 18" />;
}

/** A handset: the call-centre link. */
export function PhoneIcon() {
  return (
    <Icon path="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  );
}
