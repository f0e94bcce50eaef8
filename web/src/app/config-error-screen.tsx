import { Button } from '../components/ui/button.tsx';
import { formatMessage } from '../lib/intl.ts';
import { appMessages } from './messages.ts';
import styles from './error-screen.module.css';

/** Shown instead of the app when `/config.json` is missing or invalid: says so, offers a reload. */
export function ConfigErrorScreen({ problem }: { problem: string }) {
  return (
    <main className={styles.root}>
      <div role="alert">
        <h1 className={styles.heading}>{appMessages.configErrorTitle}</h1>
        <p className={styles.body}>{appMessages.configErrorBody}</p>
      </div>
      <p className={styles.details}>{formatMessage(appMessages.configErrorDetails, { problem })}</p>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </Button>
    </main>
  );
}
