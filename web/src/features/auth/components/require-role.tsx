import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '@tdp/shared/api/route-definition';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { authMessages } from '../messages.ts';
import { appSession, useSession } from '../session/app-session.ts';

/**
 * Guard of a signed-in area: a loader while a stored session whose token expired is being refreshed,
 * then the area when the session's role is one of `roles`, otherwise a redirect to `redirectTo`
 * (admin area → /admin-login; agent portal, admin or agent → /login), or `wrongRole`'s page for someone
 * signed in with another role.
 */
export function RequireRole({
  roles,
  redirectTo,
  wrongRole,
  children,
}: {
  roles: readonly Role[];
  redirectTo: string;
  /** What to show someone signed in with another role (instead of the redirect), e.g. a page saying why. */
  wrongRole?: (role: Role) => ReactNode;
  children: ReactNode;
}) {
  const state = useSession();

  useEffect(() => {
    // The refresh timer does this too; both share one refresh. A refused refresh ends the session.
    if (state.status === 'checking') appSession.refresh().catch(() => undefined);
  }, [state.status]);

  if (state.status === 'checking') {
    return <PageSpinner label={state.unreachable ? authMessages.reconnecting : authMessages.checkingSession} />;
  }
  if (state.status === 'signed-in' && !roles.includes(state.session.role) && wrongRole) return wrongRole(state.session.role);
  if (state.status === 'signed-out' || !roles.includes(state.session.role)) {
    return <Navigate to={redirectTo} replace />;
  }
  return children;
}
