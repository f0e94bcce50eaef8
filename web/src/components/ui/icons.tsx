import { spriteIcon } from './sprite-icon.tsx';

/**
 * Icons of the public pages: the shapes of Fluent UI System Icons (MIT, the set the portal and admin use through
 * @fluentui/react-icons), drawn from the sprite (`icons.svg`) without that package, so a public page loads no styling
 * runtime and no path data for them. Every icon is decorative (`aria-hidden`); the control or text beside it carries
 * the name.
 */

/** An empty star (ratings). */
export const StarIcon = spriteIcon('ui-star', 16);

/** A full star (ratings). */
export const StarFilledIcon = spriteIcon('ui-star-filled', 16);

/** A half star (ratings). */
export const StarHalfFilledIcon = spriteIcon('ui-star-half-filled', 16);

/** A magnifier (search). */
export const SearchIcon = spriteIcon('ui-search', 20);

/** A group of people (agents). */
export const PeopleTeamIcon = spriteIcon('ui-people-team', 24);

/** A speech bubble (quotes, contact). */
export const ChatIcon = spriteIcon('ui-chat', 24);

/** An arrow to the right (go on). */
export const ArrowRightIcon = spriteIcon('ui-arrow-right', 16);

/** A magnifier with an i (no results). */
export const SearchInfoIcon = spriteIcon('ui-search-info', 24);

/** A funnel (filters). */
export const FilterIcon = spriteIcon('ui-filter', 20);

/** A circled exclamation mark (error). */
export const ErrorCircleIcon = spriteIcon('ui-error-circle', 24);

/** A chevron to the right. */
export const ChevronRightIcon = spriteIcon('ui-chevron-right', 16);

/** A chevron down. */
export const ChevronDownIcon = spriteIcon('ui-chevron-down', 16);

/** A circled tick (included). */
export const CheckmarkCircleIcon = spriteIcon('ui-checkmark-circle', 20);

/** A circled cross (not included). */
export const DismissCircleIcon = spriteIcon('ui-dismiss-circle', 20);

/** A handset (phone). */
export const CallIcon = spriteIcon('ui-call', 20);

/** Dismiss (20, regular): closes a dialog or sheet. */
export const DismissIcon = spriteIcon('ui-dismiss', 20);

/** Fluent's error mark under a field: a diamond with a cross (12 px). */
export const ErrorMarkIcon = spriteIcon('ui-error-mark', 12);
