import { ROLES, type Role } from '@tdp/shared/api/route-definition';

/** A signed-in user's session as the browser keeps it: accessToken, refreshToken, role, username. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  role: Role;
  username: string;
}

/** The browser-storage names of the session values, one key each. */
export const SESSION_STORAGE_KEYS = ['accessToken', 'refreshToken', 'role', 'username'] as const satisfies ReadonlyArray<keyof Session>;

/** The part of the Web Storage API the session needs (localStorage in the app, a fake in tests). */
export type SessionStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRole(value: string | null): value is Role {
  return value !== null && (ROLES as readonly string[]).includes(value);
}

/**
 * Reads the stored session. Missing or partial values (another tab half-way through writing them, or a
 * value edited by hand) read as no session at all, so the app never works with half a session.
 */
export function readStoredSession(storage: SessionStorageArea): Session | null {
  const accessToken = storage.getItem('accessToken');
  const refreshToken = storage.getItem('refreshToken');
  const role = storage.getItem('role');
  const username = storage.getItem('username');
  if (!accessToken || !refreshToken || !username || !isRole(role)) return null;
  return { accessToken, refreshToken, role, username };
}

/** Stores the session under its four names. */
export function writeStoredSession(storage: SessionStorageArea, session: Session): void {
  for (const key of SESSION_STORAGE_KEYS) storage.setItem(key, session[key]);
}

/** Removes the four session values (and nothing else the site may keep in storage). */
export function clearStoredSession(storage: SessionStorageArea): void {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
}

/** True when a storage change may have touched the session (`key` is null when the storage was cleared). */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || (SESSION_STORAGE_KEYS as readonly string[]).includes(key);
}
