import type { ReactNode } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { portalMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
  empty: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
});

/** Content on its way. */
export function PortalLoading({ label = messages.loading }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

/** A read that failed, with what the API said and a way to try again: the admin screens' own bar, same words. */
export { AdminLoadError as PortalLoadError } from '../../../components/admin-form/admin-screen.tsx';

/** Nothing to show (yet): one sentence saying so. */
export function PortalEmpty({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Text>{children}</Text>
    </div>
  );
}
