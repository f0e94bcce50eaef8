import { useEffect, useRef, useState, type RefCallback } from 'react';

/** How far below the viewport the next page starts loading, so it is usually there before it is reached. */
const APPROACH_MARGIN = '0px 0px 400px 0px';

/**
 * Calls `load` when the element given to the returned ref comes within `APPROACH_MARGIN` of the viewport
 * while `enabled` (infinite loading). Only the moment it comes into reach counts, not its staying there:
 * whenever the end of the list stays in reach while a page is added (a short page, a tall window),
 * loading on "still in reach" would load every page in a row. The next page comes when the visitor
 * scrolls on, or with the "Show more" button. Without IntersectionObserver nothing happens: the button remains.
 */
export function useLoadOnApproach(load: () => void, enabled: boolean): RefCallback<HTMLElement> {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const latest = useRef({ load, enabled });
  useEffect(() => {
    latest.current = { load, enabled };
  });
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let inReach = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const nowInReach = entries.some((entry) => entry.isIntersecting);
        if (nowInReach && !inReach && latest.current.enabled) latest.current.load();
        inReach = nowInReach;
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return setTarget;
}
