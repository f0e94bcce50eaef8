import { useId, type ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { landingMessages } from '../messages.ts';

const useStyles = makeStyles({
  band: { padding: `${tokens.spacingVerticalXXXL} 0` },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  inner: { maxWidth: '1200px', margin: '0 auto', padding: `0 ${tokens.spacingHorizontalL}`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold },
  lead: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  failed: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

/** Props of {@link LandingSection}. */
export interface LandingSectionProps {
  heading: string;
  lead?: string;
  /** A link beside the heading, e.g. "View all deals". */
  action?: ReactNode;
  /** A grey band, to set sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** A band of the landing page with its heading (h2), an optional lead and action. */
export function LandingSection({ heading, lead, action, tinted = false, children }: LandingSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={mergeClasses(styles.band, tinted && styles.tinted)} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <div className={styles.titles}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** What a section shows when its read failed: a sentence and a retry button (the rest of the page stays). */
export function SectionLoadFailed({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  return (
    <p className={styles.failed} role="alert">
      {landingMessages.sectionFailed}
      <Button size="small" onClick={onRetry}>
        {landingMessages.retry}
      </Button>
    </p>
  );
}
