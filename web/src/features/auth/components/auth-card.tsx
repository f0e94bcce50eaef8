import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { authMessages } from '../messages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalM}` },
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The frame of the sign-in and password pages: a centred card with the page title (also the document
 * title), a sentence saying what the page is for, then the form.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const styles = useStyles();
  // Sign-in and password pages are for people with an account: kept out of search results.
  usePageMeta({ title: formatMessage(authMessages.documentTitle, { title }), description: intro ?? title, noindex: true });
  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby="auth-card-heading">
        <Text as="h1" id="auth-card-heading" size={700} weight="semibold" className={styles.heading}>
          {title}
        </Text>
        {intro && (
          <Text as="p" size={300} className={styles.intro}>
            {intro}
          </Text>
        )}
        {children}
      </section>
    </div>
  );
}
