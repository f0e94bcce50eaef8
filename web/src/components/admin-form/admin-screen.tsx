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
  mergeClasses,
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
    minWidth: 0,
    boxSizing: 'border-box',
    '@media (max-width: 767px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  description: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '70ch' },
  descriptionFacts: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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
  emptyTitle: { margin: 0 },
});

/** The id of the screen's heading, for a form that the heading names. */
export const ADMIN_SCREEN_HEADING_ID = 'admin-screen-heading';

/** Props of {@link AdminScreen}. */
export interface AdminScreenProps {
  /** The heading and tab title. */
  title: string;
  /** One sentence under the heading saying what the screen manages, or a line of facts (status, dates). */
  description?: ReactNode;
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
    <section className={styles.root} aria-labelledby={ADMIN_SCREEN_HEADING_ID}>
      <title>{formatMessage(messages.documentTitle, { title })}</title>
      {before}
      <div className={styles.header}>
        <div className={styles.titles}>
          <Text as="h1" id={ADMIN_SCREEN_HEADING_ID} size={700} weight="semibold" className={styles.heading}>
            {title}
          </Text>
          {typeof description === 'string' ? (
            <Text as="p" className={styles.description}>
              {description}
            </Text>
          ) : (
            description && <div className={mergeClasses(styles.description, styles.descriptionFacts)}>{description}</div>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A list or form on its way; `label` says what, 'Loading…' unless given. */
export function AdminLoading({ label = messages.loading }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
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
export function AdminEmpty({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      {icon && (
        <span className={styles.emptyIcon} aria-hidden>
          {icon}
        </span>
      )}
      <Text as="p" weight="semibold" size={400} className={styles.emptyTitle}>
        {title}
      </Text>
      {children}
    </div>
  );
}
