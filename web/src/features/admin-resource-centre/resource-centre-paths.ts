import { LOCALE } from '../../lib/intl.ts';

/** The admin dashboard's base path. */
const ADMIN = '/admin-dashboard';

/** Screens of the Resource Centre in the admin dashboard. */
export const PORTAL_PAGES_PATH = `${ADMIN}/MainPageView/view`;

export const WEBINAR_PATHS = {
  list: `${ADMIN}/WebinarWednesdaysManagement/view`,
  add: `${ADMIN}/WebinarWednesdaysManagement/add`,
  edit: (id: number) => `${ADMIN}/WebinarWednesdaysManagement/edit/${id}`,
} as const;

export const SUPPLIER_PATHS = {
  list: `${ADMIN}/SuppliersGuide/view`,
  add: `${ADMIN}/suppliers-guide/add`,
  edit: (id: number) => `${ADMIN}/suppliers-guide/edit/${id}`,
} as const;

export const NEWSLETTER_PATHS = {
  list: `${ADMIN}/newsletter`,
  add: `${ADMIN}/newsletter/add`,
  edit: (id: number) => `${ADMIN}/newsletter/edit/${id}`,
} as const;

/** A page's editor within `MainPageView/view`. */
export function portalPageEditorPath(slug: string): string {
  return `${PORTAL_PAGES_PATH}?page=${encodeURIComponent(slug)}`;
}

/** The numeric id of an `edit/:id` path, or null when it is not one. */
export function idFromParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}

/** The read of the item an `edit/:id` path names, or null when it names none. */
export function idRead(value: string): { params: { id: number } } | null {
  const id = idFromParam(value);
  return id === null ? null : { params: { id } };
}

const localStartFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * A wall-clock time as the admin typed it (`2026-07-08T10:00`, Vancouver) written out, e.g.
 * `Wed, Jul 8, 2026, 10:00 a.m.`; read as UTC so the browser's own zone never shifts it.
 */
export function formatLocalStart(local: string): string {
  return localStartFormat.format(new Date(`${local}:00Z`));
}
