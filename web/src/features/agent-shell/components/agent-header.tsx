import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { agentShellMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandBackground}`,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

/**
 * Header of the agent portal (the `banner` landmark). The hover menus (Training & Events, Suppliers
 * Guide, Marketing, Resources, Agent Section), mobile sidebar and avatar menu are added here by the
 * agent-portal feature.
 */
export function AgentHeader() {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <BrandLogo to="/agent-dashboard" suffix={agentShellMessages.portalName} />
      </div>
    </header>
  );
}
