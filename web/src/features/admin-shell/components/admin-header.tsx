import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { adminShellMessages } from '../messages.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * Header of the admin dashboard (the `banner` landmark). The admin's name, position, picture and
 * Sign out button are added here by the admin feature.
 */
export function AdminHeader() {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <BrandLogo to={ADMIN_PATHS.home} suffix={adminShellMessages.dashboardName} />
    </header>
  );
}
