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
import type { ApiError } from '../../lib/api-client.ts';
import { formatMessage } from '../../lib/intl.ts';
import { adminFormMessages as messages } from './admin-form-messages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '1280px',
    boxSizing: 'border-box',
    '@media (max-width: 767px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { margin: 0 },
  description: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '75ch' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  empty: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
  },
});

/** Props of {@link AdminScreen}. */
export interface AdminScreenProps {
  /** The heading and tab title. */
  title: string;
  /** One sentence under the heading saying what the screen manages. */
  description?: string;
  /** Buttons at the right of the heading (e.g. "Add supplier"). */
  actions?: ReactNode;
  /** Above the heading, e.g. a link back to the list. */
  before?: ReactNode;
  children: ReactNode;
}

/** Frame of an admin screen: tab title, heading, description, actions, content. */
export function AdminScreen({ title, description, actions, before, children }: AdminScreenProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="admin-screen-heading">
      <title>{formatMessage(messages.documentTitle, { title })}</title>
      {before}
      <div className={styles.header}>
        <div className={styles.titles}>
          <Text as="h1" id="admin-screen-heading" size={700} weight="semibold" className={styles.heading}>
            {title}
          </Text>
          {description && (
            <Text as="p" className={styles.description}>
              {description}
            </Text>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A list or form on its way. */
export function AdminLoading() {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <Spinner label={messages.loading} />
    </div>
  );
}

/** A read that failed, with what the API said and a way to try again. `thing` completes "Could not load …". */
export function AdminLoadError({ error, thing, onRetry }: { error: ApiError; thing: string; onRetry: () => void }) {
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

/** Nothing to list yet: what the list would hold, and usually the action that adds the first item. */
export function AdminEmpty({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Text as="p" weight="semibold" size={400}>
        {title}
      </Text>
      {children}
    </div>
  );
}
