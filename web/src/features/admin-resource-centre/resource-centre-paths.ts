import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { LOCALE } from '../../lib/intl.ts';

/** A page's editor within `MainPageView/view`. */
export function portalPageEditorPath(slug: string): string {
  return `${ADMIN_PATHS.portalPages}?page=${encodeURIComponent(slug)}`;
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
