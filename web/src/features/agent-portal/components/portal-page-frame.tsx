import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/app-link.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { portalMessages as messages } from '../messages.ts';

/** A step of the breadcrumb above a page's title; the last one (the page itself) has no link. */
export interface PortalCrumb {
  label: string;
  to?: string;
}

const useStyles = makeStyles({
  band: { backgroundColor: tokens.colorNeutralBackground2, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  bandInner: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  crumbs: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  crumb: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  heading: { margin: 0 },
  lead: { margin: 0, maxWidth: '75ch', color: tokens.colorNeutralForeground2 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
  },
});

/** Props of {@link PortalPageFrame}. */
export interface PortalPageFrameProps {
  /** The page's heading and tab title. */
  title: string;
  /** Steps between the portal home and the page (the group, a parent page...). */
  crumbs?: PortalCrumb[];
  /** A line under the heading. */
  lead?: ReactNode;
  /** Above the heading, e.g. a supplier's logo. */
  aside?: ReactNode;
  /** Shows the trail from the portal home (not on the home page itself). */
  breadcrumb?: boolean;
  /** Below the lead, e.g. a supplier's categories and sites. */
  details?: ReactNode;
  children: ReactNode;
}

/** Frame of every portal page: tab title, breadcrumb from the portal home, heading, then the content. */
export function PortalPageFrame({ title, crumbs = [], breadcrumb = true, lead, aside, details, children }: PortalPageFrameProps) {
  const styles = useStyles();
  const trail: PortalCrumb[] = [{ label: messages.portalHome, to: PORTAL_PATHS.home }, ...crumbs];
  return (
    <article aria-labelledby="portal-page-heading">
      <title>{formatMessage(messages.documentTitle, { title })}</title>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          {breadcrumb && (
            <nav aria-label={messages.breadcrumbLabel}>
              <ol className={styles.crumbs}>
                {trail.map((crumb) => (
                  <li key={`${crumb.label}-${crumb.to ?? ''}`} className={styles.crumb}>
                    {crumb.to ? <AppLink to={crumb.to}>{crumb.label}</AppLink> : <span>{crumb.label}</span>}
                    <ChevronRightRegular aria-hidden />
                  </li>
                ))}
                <li className={styles.crumb} aria-current="page">
                  {title}
                </li>
              </ol>
            </nav>
          )}
          {aside}
          <Text as="h1" id="portal-page-heading" size={800} weight="semibold" className={styles.heading}>
            {title}
          </Text>
          {lead && (
            <Text as="p" size={400} className={styles.lead}>
              {lead}
            </Text>
          )}
          {details}
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
