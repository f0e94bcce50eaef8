import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ApiError } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { portalMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} 0` },
  empty: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
});

/** Content on its way. */
export function PortalLoading({ label = messages.loading }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

/** A read that failed, with what the API said and a way to try again; `thing` completes "Could not load …". */
export function PortalLoadError({ error, thing, onRetry }: { error: ApiError; thing: string; onRetry: () => void }) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{formatMessage(messages.loadFailedTitle, { thing })}</MessageBarTitle>
        {error.message}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{messages.retry}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** Nothing to show (yet): one sentence saying so. */
export function PortalEmpty({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Text>{children}</Text>
    </div>
  );
}
