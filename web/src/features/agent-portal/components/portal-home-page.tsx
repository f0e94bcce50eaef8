import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { portalMenu } from '@tdp/shared/schemas/portal-page';
import { AppLink } from '../../../components/app-link.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { myLeadsMessages } from '../my-leads-messages.ts';
import { MyLeadCard } from './my-leads-page.tsx';
import { portalMessages as messages } from '../messages.ts';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { WebinarCard } from './webinar-card.tsx';
import { PortalShareLinksSection, PortalWhatsNewSection } from './portal-home-news.tsx';
import { homeFiguresMessages, PortalHomeFigures } from './portal-home-figures.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { OPEN_LEADS_COUNT } from '../api/preload-portal-home.ts';

/** How many upcoming sessions the home page shows before pointing to the calendar. */
const NEXT_UP_COUNT = 3;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: tokens.spacingHorizontalL },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTop: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
  },
  groupLinks: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  more: { alignSelf: 'flex-start' },
});

function NextUp() {
  const styles = useStyles();
  const { data, error, mutate } = useApi(portalReadRoutes.listPortalWebinars);
  if (error && !data) return <PortalLoadError error={error} thing={messages.webinarsThing} onRetry={() => void mutate()} />;
  if (!data) return <PortalLoading />;
  const next = data.data.upcoming.slice(0, NEXT_UP_COUNT);
  if (next.length === 0) return <PortalEmpty>{messages.nextUpEmpty}</PortalEmpty>;
  return (
    <ul className={styles.list}>
      {next.map((webinar) => (
        <li key={webinar.id}>
          <WebinarCard webinar={webinar} when="upcoming" compact />
        </li>
      ))}
    </ul>
  );
}

/** Open leads: the newest of those still new or contacted (one read per status, merged). */
function MyOpenLeads() {
  const styles = useStyles();
  const fresh = useApi(leadsRoutes.listPortalLeads, { query: { status: 'new', limit: OPEN_LEADS_COUNT } });
  const contacted = useApi(leadsRoutes.listPortalLeads, { query: { status: 'contacted', limit: OPEN_LEADS_COUNT } });
  const error = fresh.error ?? contacted.error;
  if (error && !(fresh.data && contacted.data)) {
    return <PortalLoadError error={error} thing={myLeadsMessages.leadsThing} onRetry={() => void Promise.all([fresh.mutate(), contacted.mutate()])} />;
  }
  if (!fresh.data || !contacted.data) return <PortalLoading />;
  const open = [...fresh.data.leads, ...contacted.data.leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, OPEN_LEADS_COUNT);
  if (open.length === 0) return <PortalEmpty>{myLeadsMessages.homeEmpty}</PortalEmpty>;
  return (
    <ul className={styles.list}>
      {open.map((lead) => (
        <li key={lead.id}>
          <MyLeadCard lead={lead} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/agent-dashboard`: a greeting; for an agent their open leads, their own figures, what is new since their last visit and their share links'
 * counts; what is next on the calendar and every page of the portal by menu.
 */
export function PortalHomePage() {
  const styles = useStyles();
  const { data: account } = useApi(peopleRoutes.getPortalAccount);
  const name = account?.data.name;
  return (
    <PortalPageFrame
      title={messages.homeTitle}
      breadcrumb={false}
      lead={
        <>
          <strong>{name ? formatMessage(messages.homeGreeting, { name }) : messages.homeGreetingAnonymous}.</strong> {messages.homeIntro}
        </>
      }
    >
      {account?.data.role === 'agent' ? (
        <section className={styles.block} aria-labelledby="home-my-leads">
          <Text as="h2" id="home-my-leads" size={600} weight="semibold" className={styles.heading}>
            {myLeadsMessages.homeHeading}
          </Text>
          <MyOpenLeads />
          <LinkButton className={styles.more} to={PORTAL_PATHS.myLeads}>
            {myLeadsMessages.homeSeeAll}
          </LinkButton>
        </section>
      ) : null}
      {account?.data.role === 'agent' ? (
        <section className={styles.block} aria-labelledby="home-my-figures">
          <Text as="h2" id="home-my-figures" size={600} weight="semibold" className={styles.heading}>
            {homeFiguresMessages.heading}
          </Text>
          <PortalHomeFigures />
        </section>
      ) : null}
      {account?.data.role === 'agent' ? (
        <div className={styles.layout}>
          <section className={styles.block} aria-labelledby="home-whats-new">
            <PortalWhatsNewSection headingId="home-whats-new" />
          </section>
          <section className={styles.block} aria-labelledby="home-share-links">
            <PortalShareLinksSection headingId="home-share-links" />
          </section>
        </div>
      ) : null}
      <div className={styles.layout}>
        <section className={styles.block} aria-labelledby="home-next-up">
          <Text as="h2" id="home-next-up" size={600} weight="semibold" className={styles.heading}>
            {messages.nextUpHeading}
          </Text>
          <NextUp />
          <LinkButton className={styles.more} to={pathHref(PORTAL_PATHS.page, { slug: 'calendar' })} appearance="primary">
            {messages.seeCalendar}
          </LinkButton>
        </section>
        <section className={styles.block} aria-labelledby="home-browse">
          <Text as="h2" id="home-browse" size={600} weight="semibold" className={styles.heading}>
            {messages.quickLinksHeading}
          </Text>
          <div className={styles.groups}>
            {portalMenu().map(({ group, pages }) => (
              <nav key={group} className={styles.group} aria-label={group}>
                <Text as="h3" size={400} weight="semibold" className={styles.heading}>
                  {group}
                </Text>
                <ul className={styles.groupLinks}>
                  {pages.map((page) => (
                    <li key={page.slug}>
                      <AppLink to={pathHref(PORTAL_PATHS.page, { slug: page.slug })}>{page.title}</AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </section>
      </div>
    </PortalPageFrame>
  );
}
