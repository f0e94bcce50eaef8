import { createContext, useContext } from 'react';

/**
 * Whether the browser's session is a signed-in agent, for public pages that offer an agent more (a package page's
 * "Share this deal"). The public shell provides it from the session, false on the server and while the page hydrates,
 * so what depends on it never changes the rendered page.
 */
export const SignedInAgentContext = createContext(false);

/** True once hydrated when a connected agent is signed in (see {@link SignedInAgentContext}). */
export function useSignedInAgent(): boolean {
  return useContext(SignedInAgentContext);
}
