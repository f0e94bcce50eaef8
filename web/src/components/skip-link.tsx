import { useCatalogue } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { sharedMessages } from './messages.ts';
import styles from './skip-link.module.css';

/** First focusable element of a shell: jumps keyboard users past the header to `#<targetId>`. */
export function SkipLink({ targetId }: { targetId: string }) {
  const i18n = useCatalogue(shellCatalogue);
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {i18n._(sharedMessages.skipToContent)}
    </a>
  );
}
