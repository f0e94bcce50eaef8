import { sharedMessages } from './messages.ts';
import styles from './skip-link.module.css';

/** First focusable element of a shell: jumps keyboard users past the header to `#<targetId>`. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {sharedMessages.skipToContent}
    </a>
  );
}
