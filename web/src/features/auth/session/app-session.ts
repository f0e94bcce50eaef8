import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@tdp/shared/schemas/auth';
import { ApiError, setAccessTokenProvider, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { requestLogout } from '../api/log-out.ts';
import { requestSessionRefresh } from '../api/refresh-session.ts';
import { createSessionManager, type SessionState } from './session-manager.ts';
import { announceAppSession } from './app-session-registry.ts';
import { isSessionStorageKey, type Session, type SessionStorageArea } from './stored-session.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

/** Where a user goes when the session could not be refreshed: it is cleared, then the sign-in page. */
export const SESSION_ENDED_PATH = PUBLIC_PATHS.login;

/** Name of the Web Lock that keeps two tabs from spending the same refresh token. */
const REFRESH_LOCK_NAME = 'tdp-session-refresh';

/** How long the lock stays held after a refresh, so other tabs see the new pair in storage first. */
const CROSS_TAB_SETTLE_MS = 1000;

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

/**
 * Runs a refresh holding the browser-wide lock, and keeps holding it a moment after the task settled:
 * another tab's copy of localStorage can lag behind this tab's write, and a tab reading the old refresh
 * token after taking the lock would spend it a second time (a replay that ends the session everywhere).
 */
function runWithBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return new Promise<T>((resolve, reject) => {
    void locks.request(REFRESH_LOCK_NAME, async () => {
      await task().then(resolve, reject);
      await new Promise((settled) => setTimeout(settled, CROSS_TAB_SETTLE_MS));
    });
  });
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

// The API client asks this session for the Bearer token and for a refresh on a 401 from its very first
// call: installed on import, because a page's first call can start before any effect of the app runs.
setAccessTokenProvider(() => appSession.getAccessToken());
setUnauthorizedHandler(() => appSession.handleUnauthorized());

/**
 * Starts the session's life in the app: the refresh timer, sync with other tabs, and navigation to /login
 * when the session ends. Returns the undo function. (The API client hooks are installed on import.)
 */
export function connectSession(navigate: (path: string) => Promise<unknown> | void): () => void {
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

// The entry holds only session-on-demand.ts: it connects this session once it is here, however it was imported.
announceAppSession({ appSession, connectSession });
