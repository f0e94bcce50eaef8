import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { sharedMessages } from './messages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: '40vh',
    padding: tokens.spacingVerticalXXL,
  },
});

/** Full-width loading indicator for a page or a lazily loaded area. */
export function PageSpinner({ label = sharedMessages.loading }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label={label} />
    </div>
  );
}
