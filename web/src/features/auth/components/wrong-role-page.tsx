import { makeStyles, tokens } from '@fluentui/react-components';
import type { Role } from '@tdp/shared/api/route-definition';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { ADMIN_HOME_PATH, PORTAL_HOME_PATH } from '@tdp/shared/site-paths/area-paths';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Where each role belongs, for the way back. */
const ROLE_AREAS: Readonly<Record<Role, { name: string; path: string }>> = {
  admin: { name: 'the admin dashboard', path: ADMIN_HOME_PATH },
  agent: { name: 'your Connected Agent portal', path: PORTAL_HOME_PATH },
};

/**
 * Shown instead of a silent redirect when someone signed in opens an area their role may not use (an agent at an
 * `/admin-dashboard` address): it says why, and offers their own area or the other sign-in.
 */
export function WrongRolePage({ role, areaName, signInPath }: { role: Role; areaName: string; signInPath: string }) {
  const styles = useStyles();
  const home = ROLE_AREAS[role];
  return (
    <AuthCard title={authMessages.wrongRoleTitle} intro={formatMessage(authMessages.wrongRoleBody, { area: areaName, role: authMessages.roleNames[role] })}>
      <div className={styles.actions}>
        <LinkButton to={home.path} appearance="primary">
          {formatMessage(authMessages.wrongRoleGoHome, { home: home.name })}
        </LinkButton>
        <LinkButton to={signInPath}>{authMessages.wrongRoleSignIn}</LinkButton>
      </div>
    </AuthCard>
  );
}
