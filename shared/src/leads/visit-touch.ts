/**
 * Limits of a visit's touch (where a lead's visit came from), without zod: the public site checks utm_* values on any
 * page with these, and `visitTouchSchema` (schemas/lead-forms.ts) checks the same on the server.
 */

/** Longest utm_* value kept. */
export const VISIT_UTM_MAX = 100;

/** Longest referrer kept (another site's origin and path, no query). */
export const VISIT_REFERRER_MAX = 300;

/** A utm_* value: letters, digits, spaces and `._~+-:|@()`; anything else is malformed and dropped by the browser. */
export const VISIT_UTM_PATTERN = /^[\p{L}\p{N} ._~+\-:|@()]+$/u;

/** A referrer as kept: http(s), a host, an optional port and path, no query or fragment. */
export const VISIT_REFERRER_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s?#\\]*)?$/;
