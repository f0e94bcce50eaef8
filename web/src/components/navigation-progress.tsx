import { ProgressBar, makeStyles } from '@fluentui/react-components';
import { useNavigation } from 'react-router-dom';
import { sharedMessages } from './messages.ts';

const useStyles = makeStyles({
  root: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1100 },
});

/** Thin bar at the top of the window while the router loads the next page's code. */
export function NavigationProgress() {
  const styles = useStyles();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar className={styles.root} thickness="large" aria-label={sharedMessages.pageLoading} />;
}
