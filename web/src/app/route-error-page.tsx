import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';
import { AppLink } from '../components/app-link.tsx';
import { appMessages } from './messages.ts';

const useStyles = makeStyles({
  root: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0 },
});

/**
 * Error boundary of the router: a page that failed to render or whose code failed to download (for
 * example after a deploy replaced the chunk files). Inside a shell it keeps the shell around it.
 */
export function RouteErrorPage() {
  const styles = useStyles();
  const error = useRouteError();
  // Kept in the console for support; the visitor sees plain words.
  console.error(error);
  return (
    <section className={styles.root} role="alert">
      <Text as="h1" size={700} weight="semibold" className={styles.heading}>
        {appMessages.routeErrorTitle}
      </Text>
      <Text as="p" size={400}>
        {appMessages.routeErrorBody}
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </Button>
      <AppLink to="/">{appMessages.homeLink}</AppLink>
    </section>
  );
}
