import { useNavigation } from 'react-router-dom';
import { useCatalogue } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { sharedMessages } from './messages.ts';
import styles from './navigation-progress.module.css';

/** Thin indeterminate bar at the top of the window while the router loads the next page's code. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const i18n = useCatalogue(shellCatalogue);
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.root} role="progressbar" aria-label={i18n._(sharedMessages.pageLoading)}>
      <span className={styles.bar} />
    </div>
  );
}
