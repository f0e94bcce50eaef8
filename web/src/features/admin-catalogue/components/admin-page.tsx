import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '1280px',
    '@media (max-width: 767px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { margin: 0 },
  description: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '70ch' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  /** The page's heading and tab title. */
  title: string;
  /** One sentence under the heading saying what the page manages. */
  description?: string;
  /** Buttons at the right of the heading (e.g. "Add promotion"). */
  actions?: ReactNode;
  /** Something above the heading, e.g. a link back to the list. */
  before?: ReactNode;
  children: ReactNode;
}

/** Frame of an admin catalogue page: tab title, heading, description, actions, content. */
export function AdminPage({ title, description, actions, before, children }: AdminPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="admin-page-heading">
      <title>{formatMessage(messages.documentTitle, { title })}</title>
      {before}
      <div className={styles.header}>
        <div className={styles.titles}>
          <Text as="h1" id="admin-page-heading" size={700} weight="semibold" className={styles.heading}>
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
