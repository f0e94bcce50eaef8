/**
 * Words for the sales figures (issue #30, item 5) that the admin's Reports screen and the agent's portal home both show:
 * a time to first contact and a conversion share.
 */

/** A time to first contact given in minutes: `45 min`, `2 h 15 min`, `3 days`; an em dash when there is none. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.round(minutes / 1440);
  return `${days} days`;
}

/** A share as a whole percentage (`25%`), or an em dash when there is nothing to share. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}
