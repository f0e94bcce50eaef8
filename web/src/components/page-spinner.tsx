import { Spinner } from './ui/spinner.tsx';
import { sharedMessages } from './messages.ts';
import styles from './page-spinner.module.css';

/** Full-width loading indicator for a page or a lazily loaded area. */
export function PageSpinner({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <div className={styles.root}>
      <Spinner label={label} />
    </div>
  );
}
