import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../lib/intl.ts';
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
  details: { color: tokens.colorNeutralForeground3 },
});

/** Shown instead of the app when `/config.json` is missing or invalid: says so, offers a reload. */
export function ConfigErrorScreen({ problem }: { problem: string }) {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <div role="alert">
        <Text as="h1" size={700} weight="semibold" className={styles.heading} block>
          {appMessages.configErrorTitle}
        </Text>
        <Text as="p" size={400} block>
          {appMessages.configErrorBody}
        </Text>
      </div>
      <Text as="p" size={200} className={styles.details}>
        {formatMessage(appMessages.configErrorDetails, { problem })}
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </Button>
    </main>
  );
}
