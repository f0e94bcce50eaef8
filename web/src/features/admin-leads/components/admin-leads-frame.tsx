import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { adminLeadsMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '1280px',
    minWidth: 0,
    '@media (max-width: 767px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  description: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '70ch', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Frame of the leads pages: tab title, heading, one sentence, actions at the right, content. */
export function AdminLeadsFrame({
  title,
  description,
  actions,
  before,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="admin-leads-heading">
      <title>{formatMessage(messages.documentTitle, { title })}</title>
      {before}
      <div className={styles.header}>
        <div className={styles.titles}>
          <Text as="h1" id="admin-leads-heading" size={700} weight="semibold" className={styles.heading}>
            {title}
          </Text>
          {description ? (
            <div className={styles.description}>{description}</div>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
