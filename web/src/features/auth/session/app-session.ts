import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@tdp/shared/schemas/auth';
import { ApiError, setAccessTokenProvider, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { requestLogout } from '../api/log-out.ts';
import { requestSessionRefresh } from '../api/refresh-session.ts';
import { createSessionManager, type SessionState } from './session-manager.ts';
import { isSessionStorageKey, type Session, type SessionStorageArea } from './stored-session.ts';

/** Where a user goes when the session could not be refreshed (spec sections 4 and 8). */
export const SESSION_ENDED_PATH = '/login';

/** Name of the Web Lock that keeps two tabs from spending the same refresh token. */
const REFRESH_LOCK_NAME = 'tdp-session-refresh';

/**
 * The browser's localStorage, or a memory stand-in when the browser refuses storage (some privacy
 * modes throw on access): signing in then lasts for the tab instead of failing.
 */
function browserStorage(): SessionStorageArea {
  try {
    const storage = window.localStorage;
    storage.getItem('refreshToken');
    return storage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
}

function runWithBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

/** A refresh the server answered with a 4xx: the refresh token is spent, revoked or unknown. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The app's one session (see `session-manager.ts` for the rules it follows). */
export const appSession = createSessionManager({
  storage: browserStorage(),
  requestRefresh: requestSessionRefresh,
  requestLogout,
  runExclusive: runWithBrowserLock,
  isRefusal,
});

/**
 * Plugs the session into the app: Bearer tokens and refresh-once-on-401 in the API client, the refresh
 * timer, sync with other tabs and navigation to /login when the session ends. Returns the undo function.
 */
export function connectSession(navigate: (path: string) => Promise<unknown> | void): () => void {
  setAccessTokenProvider(() => appSession.getAccessToken());
  setUnauthorizedHandler(() => appSession.handleUnauthorized());
  appSession.setSessionEndedHandler(() => navigate(SESSION_ENDED_PATH));

  const onStorage = (event: StorageEvent) => {
    if (isSessionStorageKey(event.key)) appSession.syncFromStorage();
  };
  window.addEventListener('storage', onStorage);

  appSession.start();
  return () => {
    appSession.stop();
    window.removeEventListener('storage', onStorage);
    appSession.setSessionEndedHandler(null);
    setUnauthorizedHandler(null);
    setAccessTokenProvider(null);
  };
}

/** The session state (`signed-out`, `checking`, `signed-in` with `session`); re-renders on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(appSession.subscribe, appSession.getState, appSession.getState);
}

/** Signs out: tells the server (failure ignored), then clears the stored session. Navigating is the caller's choice. */
export function logout(): Promise<void> {
  return appSession.logout();
}

/** Stores the session a login answer opened (username from the token, else as typed) and starts its refresh timer. */
export function signIn(answer: LoginResponse, typedUsername: string): Session {
  return appSession.signIn(answer, typedUsername);
}
