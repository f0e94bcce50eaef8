import { makeStyles } from '@fluentui/react-components';
import { Outlet, useNavigate } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link.tsx';
import { AgentFooter } from '../../features/agent-shell/components/agent-footer.tsx';
import { AgentHeader } from '../../features/agent-shell/components/agent-header.tsx';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { logout, signIn, useSession } from '../../features/auth/session/app-session.ts';
import { FluentScope } from '../fluent-scope.tsx';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { agentTheme } from '../theme.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

const MAIN_ID = 'agent-main-content';
/** Where an agent lands after Logout: the agent sign-in page. */
const SIGNED_OUT_PATH = PUBLIC_PATHS.login;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
});

/** Layout of the agent portal (`/agent-dashboard/*`): square corners, header, page, footer. */
function AgentLayout() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { session } = useSession();
  const signOut = async () => {
    await logout();
    await navigate(SIGNED_OUT_PATH, { replace: true });
  };
  return (
    // The layout is a div of its own: Fluent copies the provider's class names to the mount node of its portals
    // (popovers, dialogs), which must not take a full-height layout and cover the page.
    <FluentScope theme={agentTheme} toaster>
      <div className={styles.root}>
        <SkipLink targetId={MAIN_ID} />
        <AgentHeader
          username={session?.username ?? ''}
          onSignOut={signOut}
          // A changed password ended every session, this one too: keep this browser signed in with the new pair.
          onPasswordChanged={(tokens) => {
            if (session) signIn({ ...tokens, role: session.role, redirectUrl: PORTAL_PATHS.home }, session.username);
          }}
        />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <AgentFooter />
      </div>
    </FluentScope>
  );
}

/** The agent portal behind its guard: admins and agents; anyone else goes to /login. */
export function AgentShell() {
  return (
    <RequireRole roles={['admin', 'agent']} redirectTo={PUBLIC_PATHS.login}>
      <AgentLayout />
    </RequireRole>
  );
}
