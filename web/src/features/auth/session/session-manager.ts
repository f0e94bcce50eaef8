import { NO_REFRESH_TOKEN_MESSAGE } from '@tdp/shared/constants';
import type { LoginResponse, RefreshResponse } from '@tdp/shared/schemas/auth';
import { readAccessTokenClaims } from './access-token-claims.ts';
import { REFRESH_RETRY_DELAY_MS, refreshDelayMs } from './refresh-timing.ts';
import { clearStoredSession, readStoredSession, writeStoredSession, type Session, type SessionStorageArea } from './stored-session.ts';

/**
 * Where the session stands:
 * - `signed-out`: no session;
 * - `checking`: a stored session whose access token has expired, being refreshed before it is used
 *   (guards show a loader; `unreachable` says the last attempt got no answer and another is scheduled);
 * - `signed-in`: a usable session.
 */
export type SessionState =
  | { status: 'signed-out'; session: null; unreachable: false }
  | { status: 'checking'; session: Session; unreachable: boolean }
  | { status: 'signed-in'; session: Session; unreachable: false };

/** What the session manager needs from the outside world; tests pass fakes. */
export interface SessionManagerDependencies {
  /** Where the four session values are kept (the browser's localStorage in the app). */
  storage: SessionStorageArea;
  /** Trades a refresh token for a new pair (`POST /api/auth/refresh_token`). */
  requestRefresh: (refreshToken: string) => Promise<RefreshResponse>;
  /** Ends the session on the server (`POST /api/auth/logout`). */
  requestLogout: (refreshToken: string) => Promise<unknown>;
  /**
   * Runs a refresh so that no other tab of the browser refreshes at the same time (Web Locks in the app):
   * two tabs spending one refresh token would look like a replay and end the session.
   */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** True when a failed refresh means the server refused the token (not that it could not be reached). */
  isRefusal: (error: unknown) => boolean;
  /** The clock (fake timers replace it in tests). */
  now?: () => number;
}

/** The browser's session: storage, scheduled refresh, single-flight refresh on 401, logout, tab sync. */
export interface SessionManager {
  /** The current state; the same object until something changes (for `useSyncExternalStore`). */
  getState(): SessionState;
  /** Calls `listener` after every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Starts the refresh timer for the stored session (at once when its token has expired). */
  start(): void;
  /** Stops the refresh timer. */
  stop(): void;
  /** What to do once a session could not be refreshed and is being ended (the app goes to /login). */
  setSessionEndedHandler(handler: (() => Promise<unknown> | void) | null): void;
  /** Stores the session the login answer opened and schedules its refresh. */
  signIn(answer: LoginResponse, typedUsername: string): Session;
  /**
   * Trades the stored refresh token for a new pair. One refresh at a time: callers arriving while one runs
   * share its promise. Rejects with `Error('No refresh token available')` when none is stored; when the
   * server refuses the token the session is ended (handler, then cleared) and the promise rejects.
   */
  refresh(): Promise<Session>;
  /** The access token to send, after the start-up refresh when the stored one had expired; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /**
   * For the API client's 401 hook: refreshes once (shared with parallel callers) and answers `true` to
   * retry the call. Answers `false` when the session is over (it has then been ended) or the server could
   * not be reached.
   */
  handleUnauthorized(): Promise<boolean>;
  /** Ends the session on the server with the refresh token (a failure is ignored), then clears it here. */
  logout(): Promise<void>;
  /** Re-reads the stored session after another tab changed it (the `storage` event). */
  syncFromStorage(): void;
}

/** Why a refresh answer was dropped: the session was signed out or replaced while the call ran. */
const SESSION_REPLACED_MESSAGE = 'The session changed while it was being refreshed';

const SIGNED_OUT: SessionState = { status: 'signed-out', session: null, unreachable: false };

function isNoRefreshTokenError(error: unknown): boolean {
  return error instanceof Error && error.message === NO_REFRESH_TOKEN_MESSAGE;
}

/** Creates the session manager; the app keeps one (`app-session.ts`), tests make their own. */
export function createSessionManager(dependencies: SessionManagerDependencies): SessionManager {
  const { storage, requestRefresh, requestLogout, isRefusal } = dependencies;
  const runExclusive = dependencies.runExclusive ?? ((task) => task());
  const now = dependencies.now ?? (() => Date.now());

  const listeners = new Set<() => void>();
  let sessionEndedHandler: (() => Promise<unknown> | void) | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshInFlight: Promise<Session> | null = null;
  let running = false;
  // Server clock minus browser clock, learnt from each fresh token's `iat`; 0 until a token arrives.
  let serverClockOffsetMs = 0;
  // Bumped whenever the session is replaced or cleared, so a refresh answer for an older session is dropped.
  let generation = 0;
  let state = stateFor(readStoredSession(storage));

  function needsRefreshNow(session: Session): boolean {
    const claims = readAccessTokenClaims(session.accessToken);
    return !claims || refreshDelayMs(claims, now(), serverClockOffsetMs) === 0;
  }

  function stateFor(session: Session | null): SessionState {
    if (!session) return SIGNED_OUT;
    return needsRefreshNow(session) ? { status: 'checking', session, unreachable: false } : { status: 'signed-in', session, unreachable: false };
  }

  function setState(next: SessionState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function learnServerClock(accessToken: string): void {
    const iat = readAccessTokenClaims(accessToken)?.iat;
    if (iat !== undefined) serverClockOffsetMs = iat * 1000 - now();
  }

  function stopTimer(): void {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
  }

  function scheduleRefresh(delayMs: number): void {
    stopTimer();
    if (!running) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      refresh().catch(async (error: unknown) => {
        // A refusal has already ended the session; a missing token means another tab signed out.
        if (isNoRefreshTokenError(error)) await endSession();
      });
    }, delayMs);
  }

  /** Schedules the refresh of the current session's token; a token without a readable `exp` is refreshed at once. */
  function scheduleForCurrentSession(): void {
    const session = state.session;
    if (!session) return stopTimer();
    const claims = readAccessTokenClaims(session.accessToken);
    scheduleRefresh(claims ? refreshDelayMs(claims, now(), serverClockOffsetMs) : 0);
  }

  function clearSession(): void {
    generation += 1;
    stopTimer();
    clearStoredSession(storage);
    setState(SIGNED_OUT);
  }

  async function endSession(): Promise<void> {
    stopTimer();
    try {
      // Leave the protected page first, so its guard does not redirect somewhere else meanwhile.
      await sessionEndedHandler?.();
    } finally {
      clearSession();
    }
  }

  function adopt(session: Session): void {
    writeStoredSession(storage, session);
    setState({ status: 'signed-in', session, unreachable: false });
    scheduleForCurrentSession();
  }

  async function refreshExclusively(heldRefreshToken: string): Promise<Session> {
    const stored = readStoredSession(storage);
    if (!stored) throw new Error(NO_REFRESH_TOKEN_MESSAGE);
    // Another tab refreshed while this one waited for the lock: its new pair is ours too.
    if (stored.refreshToken !== heldRefreshToken && !needsRefreshNow(stored)) {
      adopt(stored);
      return stored;
    }
    const startedIn = generation;
    let answer: RefreshResponse;
    try {
      answer = await requestRefresh(stored.refreshToken);
    } catch (error) {
      if (startedIn === generation) {
        if (isRefusal(error)) {
          await endSession();
        } else {
          if (state.status === 'checking') setState({ ...state, unreachable: true });
          scheduleRefresh(REFRESH_RETRY_DELAY_MS);
        }
      }
      throw error;
    }
    if (startedIn !== generation) {
      // Signed out (or in as someone else) meanwhile: end the pair just issued instead of keeping it.
      void requestLogout(answer.refreshToken).catch(() => undefined);
      throw new Error(SESSION_REPLACED_MESSAGE);
    }
    learnServerClock(answer.accessToken);
    const session: Session = { ...stored, accessToken: answer.accessToken, refreshToken: answer.refreshToken };
    adopt(session);
    return session;
  }

  function refresh(): Promise<Session> {
    if (refreshInFlight) return refreshInFlight;
    const refreshToken = storage.getItem('refreshToken');
    if (!refreshToken) return Promise.reject(new Error(NO_REFRESH_TOKEN_MESSAGE));
    refreshInFlight = runExclusive(() => refreshExclusively(refreshToken)).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      running = true;
      scheduleForCurrentSession();
    },

    stop() {
      running = false;
      stopTimer();
    },

    setSessionEndedHandler(handler) {
      sessionEndedHandler = handler;
    },

    signIn(answer, typedUsername) {
      learnServerClock(answer.accessToken);
      const session: Session = {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        role: answer.role,
        username: readAccessTokenClaims(answer.accessToken)?.username ?? typedUsername.trim(),
      };
      generation += 1;
      adopt(session);
      return session;
    },

    refresh,

    async getAccessToken() {
      if (state.status === 'checking') await refresh().catch(() => undefined);
      return state.session?.accessToken ?? null;
    },

    async handleUnauthorized() {
      try {
        await refresh();
        return true;
      } catch (error) {
        // Nothing to refresh with: the session is over (clear it and go to /login).
        if (isNoRefreshTokenError(error)) await endSession();
        return false;
      }
    },

    async logout() {
      stopTimer();
      const refreshToken = state.session?.refreshToken ?? storage.getItem('refreshToken');
      if (refreshToken) {
        try {
          await requestLogout(refreshToken);
        } catch {
          // A failed logout call is ignored; the session is cleared here anyway.
        }
      }
      clearSession();
    },

    syncFromStorage() {
      const stored = readStoredSession(storage);
      const current = state.session;
      if (
        stored?.accessToken === current?.accessToken &&
        stored?.refreshToken === current?.refreshToken &&
        stored?.role === current?.role &&
        stored?.username === current?.username
      ) {
        return;
      }
      generation += 1;
      setState(stateFor(stored));
      scheduleForCurrentSession();
    },
  };
}
