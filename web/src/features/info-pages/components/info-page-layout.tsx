import type { ReactNode } from 'react';
import styles from './info-page-layout.module.css';

/** Props of {@link InfoPageLayout}. */
export interface InfoPageLayoutProps {
  /** The page's one `h1`. */
  title: string;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Id of the title, for a landmark or section that names itself after it. */
  titleId?: string;
  className?: string;
  children: ReactNode;
}

/** Frame of an information page: a green title band (the page's `h1` and intro) above the content. */
export function InfoPageLayout({ title, intro, titleId, className, children }: InfoPageLayoutProps) {
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
      </div>
      <div className={[styles.body, className].filter(Boolean).join(' ')}>{children}</div>
    </>
  );
}
