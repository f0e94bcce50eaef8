import { useNavigation } from 'react-router-dom';
import { sharedMessages } from './messages.ts';
import styles from './navigation-progress.module.css';

/** Thin indeterminate bar at the top of the window while the router loads the next page's code. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.root} role="progressbar" aria-label={sharedMessages.pageLoading}>
      <span className={styles.bar} />
    </div>
  );
}
