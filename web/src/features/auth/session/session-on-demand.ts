import { useSyncExternalStore } from 'react';
import { setAccessTokenProvider, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { announcedAppSession, onAppSessionAnnounced, type AnnouncedAppSession } from './app-session-registry.ts';
import type { SessionState } from './session-manager.ts';

// The session's code (`app-session.ts`: storage, refresh timer, tab sync) is loaded when the browser holds a session,
// when a call needs a token, or when a page that signs in or guards imports it; a visitor of the public pages never
// downloads it. This module is what the app's entry holds instead.

let loading: Promise<AnnouncedAppSession> | null = null;

/** The session's module, loaded once. */
export function loadAppSession(): Promise<AnnouncedAppSession> {
  const announced = announcedAppSession();
  if (announced) return Promise.resolve(announced);
  loading ??= import('./app-session.ts').then(() => announcedAppSession()!);
  return loading;
}

// A call that needs a token loads the session first (app-session.ts installs its own hooks when it arrives); public
// calls carry no token and never need it.
setAccessTokenProvider(async () => (await loadAppSession()).appSession.getAccessToken());
setUnauthorizedHandler(async () => (await loadAppSession()).appSession.handleUnauthorized());

/** The stored value whose presence means the browser holds a session (stored-session.ts writes it with the others). */
const STORED_SESSION_MARKER = 'refreshToken';

/** Whether this browser's storage holds a session (a signed-in tab wrote it). */
function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(STORED_SESSION_MARKER) !== null;
  } catch {
    // Storage refused (some privacy modes): a session then lives in the tab's memory, so the module is already here.
    return false;
  }
}

/**
 * `connectSession` (refresh timer, tab sync, /login when the session ends) once the session's module is here: at once
 * when it is, after loading it when the browser holds a session, else when a page imports it (signing in) or another
 * tab stores a session. Returns the undo function.
 */
export function connectSessionOnDemand(navigate: (path: string) => Promise<unknown> | void): () => void {
  let disconnect: (() => void) | null = null;
  const connect = () => {
    const announced = announcedAppSession();
    if (announced && !disconnect) disconnect = announced.connectSession(navigate);
  };
  const stopWaiting = onAppSessionAnnounced(connect);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in (this module does not import stored-session.ts, whose code goes with the session's).
    if (event.key === STORED_SESSION_MARKER && event.newValue !== null) void loadAppSession();
  };
  window.addEventListener('storage', onStorage);
  if (announcedAppSession()) connect();
  else if (hasStoredSession()) void loadAppSession();
  return () => {
    stopWaiting();
    window.removeEventListener('storage', onStorage);
    disconnect?.();
  };
}

const SIGNED_OUT: SessionState = { status: 'signed-out', session: null, unreachable: false };
const signedOut = () => SIGNED_OUT;
const noModule = () => null;
const subscribeToNothing = () => () => undefined;

/**
 * The session state like `useSession`, for a page that must not load the session's code itself (the public shell):
 * signed out until the module is here, then its state.
 */
export function useSessionOnDemand(): SessionState {
  const module = useSyncExternalStore(onAppSessionAnnounced, announcedAppSession, noModule);
  return useSyncExternalStore(module?.appSession.subscribe ?? subscribeToNothing, module?.appSession.getState ?? signedOut, signedOut);
}
