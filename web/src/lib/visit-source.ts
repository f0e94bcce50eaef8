import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { VISIT_REFERRER_MAX, VISIT_REFERRER_PATTERN, VISIT_UTM_MAX, VISIT_UTM_PATTERN } from '@tdp/shared/leads/visit-touch';
import type { VisitSource, VisitTouch } from '@tdp/shared/schemas/lead-forms';

/**
 * Where a visit came from (issue #30): the first touch (the landing page, another site's referrer, the landing address's
 * utm_* values) and the last touch (the latest page that arrived with utm_* or from another site). Kept in sessionStorage,
 * so it ends with the tab and is never another visitor's; nothing leaves the browser except with a form the visitor sends
 * (docs/decisions/leads-web.md). Only well-formed values are kept, so the server's strict check never refuses a form.
 */

/** sessionStorage key of the visit's touches (JSON of `VisitSource`). */
export const VISIT_SOURCE_KEY = 'visitSource';

const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

const LANDING_PAGE_MAX = 300;

/** Another site's address (origin and path, no query: it can hold someone's data), or undefined for ours, none or not http(s). */
function foreignReferrer(referrer: string, ownOrigin: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
    const kept = `${url.origin}${url.pathname}`;
    if (kept.length <= VISIT_REFERRER_MAX && VISIT_REFERRER_PATTERN.test(kept)) return kept;
    return VISIT_REFERRER_PATTERN.test(url.origin) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The touch of a page opened at `pathname` + `search`, arrived at from `referrer`. */
export function touchOf(pathname: string, search: string, referrer: string, ownOrigin: string): VisitTouch {
  const touch: VisitTouch = { landingPage: /^\/(?![/\\])[^\s\\]*$/.test(pathname) ? pathname.slice(0, LANDING_PAGE_MAX) : '/' };
  const from = foreignReferrer(referrer, ownOrigin);
  if (from) touch.referrer = from;
  const query = new URLSearchParams(search);
  for (const [parameter, field] of UTM_FIELDS) {
    const value = query.get(parameter)?.trim();
    if (value && value.length <= VISIT_UTM_MAX && VISIT_UTM_PATTERN.test(value)) touch[field] = value;
  }
  return touch;
}

/** Whether a touch says where the visitor came from (utm_* or another site), not just which page they opened. */
function isAttributed(touch: VisitTouch): boolean {
  return Object.keys(touch).length > 1;
}

/** The visit's touches, if the browser kept any. */
export function readVisitSource(): VisitSource | undefined {
  try {
    const kept = sessionStorage.getItem(VISIT_SOURCE_KEY);
    const visit = kept ? (JSON.parse(kept) as VisitSource) : undefined;
    return visit && typeof visit.first?.landingPage === 'string' ? visit : undefined;
  } catch {
    return undefined;
  }
}

/** Records a page of the visit: the first page is the first touch; a page with utm_* or another site's referrer is the last. */
export function recordVisitTouch(touch: VisitTouch): void {
  const kept = readVisitSource();
  const attributed = isAttributed(touch);
  if (kept && !attributed) return;
  const visit: VisitSource = { first: kept?.first ?? touch, ...(attributed ? { last: touch } : kept?.last ? { last: kept.last } : {}) };
  try {
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(visit));
  } catch {
    // Storage can be disabled (private modes, strict settings): the visit's source is then simply not known.
  }
}

/**
 * Records every page of the visit after hydration (used once by the public shell). The document's referrer belongs to the
 * page the browser loaded (the first address this shell saw); pages reached inside the app arrive from our own site.
 */
export function useVisitSourceCapture(): void {
  const { pathname, search } = useLocation();
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    loaded.current ??= `${pathname}${search}`;
    const referrer = loaded.current === `${pathname}${search}` ? document.referrer : '';
    recordVisitTouch(touchOf(pathname, search, referrer, window.location.origin));
  }, [pathname, search]);
}
