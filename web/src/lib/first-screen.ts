import { useEffect, useSyncExternalStore } from 'react';

/** How long a page may take to draw its first screen before what waits for it goes ahead anyway. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** How long after a page says its first screen is drawn the gate opens at the latest, if the browser reports no paint. */
export const FIRST_SCREEN_PAINT_WAIT_MS = 500;

let open = false;
let scheduled = false;
const listeners = new Set<() => void>();

function openNow(): void {
  if (open) return;
  open = true;
  for (const listener of listeners) listener();
}

/**
 * Opens the gate once the browser has shown the first screen: the next largest-contentful-paint report of a paint
 * after now (the browser sends it once the frame with that screen's largest element, often its picture, is on the
 * display; a report of an earlier paint, such as the heading's, does not count), else after the next frame's paint
 * where the browser sends no such reports, and at the latest after {@link FIRST_SCREEN_PAINT_WAIT_MS}.
 */
function openAfterNextPaint(): void {
  if (open || scheduled) return;
  scheduled = true;
  const latest = setTimeout(openNow, FIRST_SCREEN_PAINT_WAIT_MS);
  const reportsPaints = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (reportsPaints) {
    const drawnAt = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= drawnAt)) return;
      observer.disconnect();
      clearTimeout(latest);
      setTimeout(openNow, 0);
    });
    observer.observe({ type: 'largest-contentful-paint' });
    return;
  }
  // A frame callback runs just before that frame paints; a task queued from it runs once it has painted.
  const nextFrame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 16);
  nextFrame(() => {
    clearTimeout(latest);
    setTimeout(openNow, 0);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by the part of a page that draws its first screen (the landing page's hero, the deals list, a package's
 * banner and price), with whether that screen is drawn yet: deals or a message rather than a loading state.
 */
export function useFirstScreenDrawn(drawn: boolean): void {
  useEffect(() => {
    if (drawn) openAfterNextPaint();
  }, [drawn]);
}

/**
 * Whether the visit's first page has painted its first screen. What that screen does not show (a filter's lists,
 * the sections below the hero, related deals, a package's tabs) waits for it, so that on a phone nothing competes
 * with the first screen's code, answer and picture for the network and the processor. A page that does not say
 * (useFirstScreenDrawn) opens it after {@link FIRST_SCREEN_WAIT_MS}. Once open it stays open: the pages a visitor
 * goes to afterwards are not held back.
 */
export function useAfterFirstScreen(): boolean {
  const isOpen = useSyncExternalStore(subscribe, () => open, () => false);
  useEffect(() => {
    if (open) return undefined;
    const fallback = setTimeout(openAfterNextPaint, FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(fallback);
  }, []);
  return isOpen;
}
