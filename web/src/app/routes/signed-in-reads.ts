import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { Role } from '@tdp/shared/api/route-definition';
import { readStoredSession } from '../../features/auth/session/stored-session.ts';

/**
 * Route options for a screen of a signed-in area whose data should download with its code: a `loader` that starts the
 * screen's reads (`preloadApi` and the lists' `preload…` functions: SWR's preload, whose answers the screen's hooks
 * take instead of asking again) and returns at once, so the screen still shows as soon as its code is there. It starts
 * nothing unless the browser holds a session of one of `roles` (the area's guard then sends the visitor to sign in).
 *
 * The loader runs when the screen's address is entered, not again while the screen changes its own query (a filter, a
 * folder: the screen reads those itself), so a read is never started twice for one visit of the screen.
 */
export function startReads(roles: readonly Role[], start: (url: URL, params: LoaderFunctionArgs['params'], role: Role) => void) {
  return {
    loader: ({ request, params }: LoaderFunctionArgs) => {
      const role = storedRole();
      if (role && roles.includes(role)) start(new URL(request.url), params, role);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
  };
}

/** The role of the session this browser holds, if any. */
function storedRole(): Role | undefined {
  try {
    return readStoredSession(window.localStorage)?.role;
  } catch {
    // Storage refused (some privacy modes): the screens read their data themselves.
    return undefined;
  }
}
