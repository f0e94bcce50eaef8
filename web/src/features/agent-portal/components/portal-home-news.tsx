import { useState } from 'react';
import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { PORTAL_WHATS_NEW_LIMIT, type PortalNewsItem, type PortalNewsKind, type PortalWhatsNew } from '@tdp/shared/schemas/portal-visit';
import { AppLink } from '../../../components/app-link.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { apiFetch, type ApiError } from '../../../lib/api-client.ts';
import { formatMessage, formatMonth } from '../../../lib/intl.ts';
import { formatLeadTime } from '../../../lib/lead-activity.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { readKey } from '../../../lib/read-key.ts';
import { useApi } from '../../../lib/use-api.ts';
import { homeNewsMessages as messages } from '../home-news-messages.ts';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHeading: { justifyContent: 'flex-end' },
  more: { alignSelf: 'flex-start' },
  heading: { margin: 0 },
});

const KIND_LABELS: Readonly<Record<PortalNewsKind, string>> = {
  page: messages.kindPage,
  newsletter: messages.kindNewsletter,
  supplier: messages.kindSupplier,
  webinar: messages.kindWebinar,
};

/** Where an item opens in the portal: a webinar on Webinar Wednesdays, which lists upcoming and recorded sessions. */
function pathOf(item: PortalNewsItem): string {
  switch (item.kind) {
    case 'page':
      return pathHref(PORTAL_PATHS.page, { slug: item.id });
    case 'newsletter':
      return pathHref(PORTAL_PATHS.newsletterIssue, { id: Number(item.id) });
    case 'supplier':
      return pathHref(PORTAL_PATHS.supplierDetail, { id: Number(item.id) });
    case 'webinar':
      return pathHref(PORTAL_PATHS.page, { slug: 'webinarwednesdays' });
  }
}

/**
 * SWR key of the home's visit (made by `readKey`, as every key is): one request per five minutes (SWR's deduping), however
 * often the home renders or remounts.
 */
const VISIT_KEY = readKey(peopleRoutes.recordPortalVisit);

/**
 * "New since your last visit": opening the home records the visit (`POST /api/portal/visits`) and lists what was added or
 * changed in the portal since the previous one, each linking to where it is.
 */
export function PortalWhatsNewSection({ headingId }: { headingId: string }) {
  const styles = useStyles();
  const { data, error, mutate } = useSWR<{ data: PortalWhatsNew }, ApiError>(VISIT_KEY, () => apiFetch(peopleRoutes.recordPortalVisit), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  const news = data?.data;
  const [showAll, setShowAll] = useState(false);
  const firstVisit = news ? news.previousVisitAt === null : false;
  return (
    <>
      <Text as="h2" id={headingId} size={600} weight="semibold" className={styles.heading}>
        {firstVisit ? messages.newsHeadingFirst : messages.newsHeading}
      </Text>
      {!news ? (
        error ? (
          <PortalLoadError error={error} thing={messages.newsThing} onRetry={() => void mutate()} />
        ) : (
          <PortalLoading />
        )
      ) : news.items.length === 0 ? (
        <PortalEmpty>{firstVisit ? messages.newsEmptyFirst : formatMessage(messages.newsEmpty, { date: formatLeadTime(news.previousVisitAt!) })}</PortalEmpty>
      ) : (
        <>
          {!firstVisit && <Text className={styles.muted}>{formatMessage(messages.newsSince, { date: formatLeadTime(news.since) })}</Text>}
          <ul className={styles.list}>
            {(showAll ? news.items : news.items.slice(0, PORTAL_WHATS_NEW_LIMIT)).map((item) => (
              <li key={`${item.kind}-${item.id}`} className={styles.item}>
                <Badge appearance="tint" color={item.added ? 'brand' : 'informative'}>
                  {item.added ? messages.added : messages.updated}
                </Badge>
                <AppLink to={pathOf(item)}>{item.title}</AppLink>
                <Text size={200} className={styles.muted}>
                  {formatMessage(messages.onDate, { kind: KIND_LABELS[item.kind], date: formatLeadTime(item.updatedAt) })}
                </Text>
              </li>
            ))}
          </ul>
          {!showAll && news.items.length > PORTAL_WHATS_NEW_LIMIT && (
            <Button className={styles.more} appearance="secondary" onClick={() => setShowAll(true)}>
              {formatMessage(messages.newsShowMore, { count: news.items.length - PORTAL_WHATS_NEW_LIMIT + news.more })}
            </Button>
          )}
          {showAll && news.more > 0 && <Text className={styles.muted}>{formatMessage(messages.newsMore, { count: news.more })}</Text>}
        </>
      )}
    </>
  );
}

/** "Your share links": visits through the agent's links and the requests they brought, month by month (newest first). */
export function PortalShareLinksSection({ headingId }: { headingId: string }) {
  const styles = useStyles();
  const { data, error, mutate } = useApi(leadsRoutes.getOwnAgentLinkStats);
  return (
    <>
      <Text as="h2" id={headingId} size={600} weight="semibold" className={styles.heading}>
        {messages.linksHeading}
      </Text>
      <Text className={styles.muted}>{messages.linksIntro}</Text>
      {!data ? (
        error ? (
          <PortalLoadError error={error} thing={messages.linksThing} onRetry={() => void mutate()} />
        ) : (
          <PortalLoading />
        )
      ) : (
        <Table size="small" aria-label={messages.linksTableLabel}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{messages.linksMonth}</TableHeaderCell>
              <TableHeaderCell className={styles.number} button={{ className: styles.numberHeading }}>
                {messages.linksVisits}
              </TableHeaderCell>
              <TableHeaderCell className={styles.number} button={{ className: styles.numberHeading }}>
                {messages.linksLeads}
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.months.map((row) => (
              <TableRow key={row.month}>
                <TableCell>{formatMonth(row.month)}</TableCell>
                <TableCell className={styles.number}>{row.visits}</TableCell>
                <TableCell className={styles.number}>{row.leads}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <LinkButton className={styles.more} to={PORTAL_PATHS.dealsToShare}>
        {messages.linksShare}
      </LinkButton>
    </>
  );
}
