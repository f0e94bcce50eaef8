import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { landingMessages } from '../messages.ts';
import styles from './landing-section.module.css';

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
  const headingId = useId();
  return (
    <section className={[styles.band, tinted ? styles.tinted : undefined].filter(Boolean).join(' ')} aria-labelledby={headingId}>
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
  return (
    <p className={styles.failed} role="alert">
      {landingMessages.sectionFailed}
      <Button size="small" onClick={onRetry}>
        {landingMessages.retry}
      </Button>
    </p>
  );
}
