import { Spinner } from './ui/spinner.tsx';
import { useCatalogue } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { sharedMessages } from './messages.ts';
import styles from './page-spinner.module.css';

/** Full-width loading indicator for a page or a lazily loaded area. */
export function PageSpinner({ label }: { label?: string }) {
  const i18n = useCatalogue(shellCatalogue);
  return (
    <div className={styles.root}>
      <Spinner label={label ?? i18n._(sharedMessages.loading)} />
    </div>
  );
}
