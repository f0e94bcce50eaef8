import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { portalPageDefinition } from '@tdp/shared/schemas/portal-page';
import { AppLink } from '../../../components/app-link.tsx';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { portalMessages as messages } from '../messages.ts';
import { DocumentList } from './portal-attachments.tsx';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const NEWSLETTERS = portalPageDefinition('Newsletters')!;
const CRUMBS = [{ label: NEWSLETTERS.group }, { label: NEWSLETTERS.title, to: pathHref(PORTAL_PATHS.page, { slug: NEWSLETTERS.slug }) }];

const useStyles = makeStyles({
  body: {
    maxWidth: '80ch',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  attachments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** `Newsletters/{id}`: one published newsletter issue with its attachments. */
export function NewsletterIssuePage() {
  const styles = useStyles();
  const { id: idText = '' } = useParams();
  const id = /^[1-9][0-9]{0,15}$/.test(idText) ? Number(idText) : null;
  const { data, error, mutate } = useApi(portalReadRoutes.getPortalNewsletter, id === null ? null : { params: { id } });
  const issue = data?.data;

  if (id === null || (error?.status === 404 && !issue)) {
    return (
      <PortalPageFrame title={messages.notFoundTitle} crumbs={CRUMBS}>
        <PortalEmpty>{messages.newsletterNotFound}</PortalEmpty>
        <AppLink to={pathHref(PORTAL_PATHS.page, { slug: NEWSLETTERS.slug })}>{messages.backToNewsletters}</AppLink>
      </PortalPageFrame>
    );
  }
  if (!issue) {
    return (
      <PortalPageFrame title={NEWSLETTERS.title} crumbs={CRUMBS.slice(0, 1)}>
        {error ? <PortalLoadError error={error} thing={messages.newsletterThing} onRetry={() => void mutate()} /> : <PortalLoading />}
      </PortalPageFrame>
    );
  }
  return (
    <PortalPageFrame title={issue.title} crumbs={CRUMBS} lead={formatMessage(messages.issueOf, { date: formatDate(issue.issueDate) })}>
      <RichTextView className={styles.body} html={issue.body} />
      {issue.attachments.length > 0 && (
        <section className={styles.attachments} aria-labelledby="newsletter-attachments">
          <Text as="h2" id="newsletter-attachments" size={500} weight="semibold" className={styles.heading}>
            {messages.attachments}
          </Text>
          <DocumentList documents={issue.attachments} />
        </section>
      )}
      <AppLink to={pathHref(PORTAL_PATHS.page, { slug: NEWSLETTERS.slug })}>{messages.backToNewsletters}</AppLink>
    </PortalPageFrame>
  );
}
