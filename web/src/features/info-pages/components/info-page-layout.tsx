import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  hero: {
    backgroundColor: tokens.colorBrandBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  title: {
    margin: 0,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  intro: {
    maxWidth: '760px',
    margin: `${tokens.spacingVerticalM} 0 0`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  body: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
});

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
  const styles = useStyles();
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
      <div className={mergeClasses(styles.body, className)}>{children}</div>
    </>
  );
}
