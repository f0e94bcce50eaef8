import type { SessionManager } from './session-manager.ts';

/** What `app-session.ts` offers once evaluated. */
export interface AnnouncedAppSession {
  appSession: SessionManager;
  connectSession: (navigate: (path: string) => Promise<unknown> | void) => () => void;
}

let announced: AnnouncedAppSession | null = null;
const listeners = new Set<() => void>();

/**
 * Called by `app-session.ts` when it is evaluated, however it was imported (a guard's or the sign-in page's chunk, or
 * session-on-demand.ts loading it): the entry, which does not import it, learns it is here.
 */
export function announceAppSession(module: AnnouncedAppSession): void {
  announced = module;
  for (const listener of [...listeners]) listener();
}

/** The session's module once it has been evaluated, else null. */
export function announcedAppSession(): AnnouncedAppSession | null {
  return announced;
}

/** Calls `listener` when the session's module arrives; returns the unsubscribe function. */
export function onAppSessionAnnounced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
