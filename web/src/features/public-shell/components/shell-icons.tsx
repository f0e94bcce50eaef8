import { spriteIcon } from '../../../components/ui/sprite-icon.tsx';

/**
 * The few line icons the public header draws (24-unit grid, `currentColor` strokes), from the sprite
 * (`components/ui/icons.svg`); each is decorative, its control carries the name.
 */

/** Chevron pointing down: a menu button's open state. */
export const ChevronDownIcon = spriteIcon('shell-chevron-down', 16);

/** Chevron pointing right: a drill-down step or a breadcrumb separator. */
export const ChevronRightIcon = spriteIcon('shell-chevron-right', 16);

/** Three lines: the button that opens the mobile sidebar. */
export const MenuIcon = spriteIcon('shell-menu', 20);

/** A cross: closes the mobile sidebar. */
export const DismissIcon = spriteIcon('shell-dismiss', 20);

/** A handset: the call-centre link. */
export const PhoneIcon = spriteIcon('shell-phone', 20);
