import { useRouteError } from 'react-router-dom';
import { AppLink } from '../components/app-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { appMessages } from './messages.ts';
import styles from './error-screen.module.css';

/**
 * Error boundary of the router: a page that failed to render or whose code failed to download (for
 * example after a deploy replaced the chunk files). Inside a shell it keeps the shell around it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // Kept in the console for support; the visitor sees plain words.
  console.error(error);
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.heading}>{appMessages.routeErrorTitle}</h1>
      <p className={styles.body}>{appMessages.routeErrorBody}</p>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </Button>
      <AppLink to="/">{appMessages.homeLink}</AppLink>
    </section>
  );
}
