import { createContext, useContext } from 'react';
import type { Role } from '@tdp/shared/api/route-definition';

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

/**
 * The role of the browser's session (agent or admin), for what a public page shows both (a package page's agent-only
 * notes). Provided by the public shell like {@link SignedInAgentContext}: null on the server, while the page hydrates
 * and for a visitor.
 */
export const SignedInRoleContext = createContext<Role | null>(null);

/** The signed-in role once hydrated, else null (see {@link SignedInRoleContext}). */
export function useSignedInRole(): Role | null {
  return useContext(SignedInRoleContext);
}
