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
import { catalogueMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
  },
  emptyIcon: { fontSize: '40px', color: tokens.colorNeutralForeground4 },
});

/** A list or form on its way. */
export function LoadingState({ label = messages.loading }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

/** A read that failed, with what the API said and a way to try again. `thing` completes "Could not load …". */
export function LoadErrorState({ error, thing, onRetry }: { error: ApiError; thing: string; onRetry: () => void }) {
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

/** Nothing to show yet: what the list would hold, and usually the action that adds the first item. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      {icon && <span className={styles.emptyIcon} aria-hidden>{icon}</span>}
      <Text weight="semibold" size={400}>
        {title}
      </Text>
      {children}
    </div>
  );
}
