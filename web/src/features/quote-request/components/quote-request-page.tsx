import { useMemo, useState, type ReactNode } from 'react';
import { Avatar, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Call20Regular } from '@fluentui/react-icons';
import { useLocation } from 'react-router-dom';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { sourcePathSchema, type QuoteKind } from '@tdp/shared/schemas/lead-forms';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { packageDurationNights, packageUrlSchema, type PackageCard as PackageCardData, type PublicPackage } from '@tdp/shared/schemas/package';
import { PackageCard } from '../../../components/package-card.tsx';
import { agentFromQuery, readAgentAttribution } from '../../../lib/agent-attribution.ts';
import { phoneHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { quoteMessages as messages } from '../messages.ts';
import { initialQuoteDraft, type QuoteDraft, type QuotePrefill } from '../quote-draft.ts';
import { QuoteForm } from './quote-form.tsx';
import { chosenDepartureOf, type ChosenDeparture } from './chosen-departure.tsx';
import { DEPARTURE_ID_MAX } from '@tdp/shared/departures/departure';
import { dateRangesFromDepartures } from '@tdp/shared/departures/departure-derivations';
import { useApi } from '../../../lib/use-api.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import type { DepartureCity } from '@tdp/shared/schemas/departure-city';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const HEADING_ID = 'quote-heading';

const useStyles = makeStyles({
  hero: {
    backgroundColor: tokens.colorBrandBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
  },
  intro: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  // Phones: the package first (what the form is about), then the form, then the rest. Wider: the form on
  // the left, the package and the rest beside it.
  layout: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"context" "form" "aside"',
    columnGap: tokens.spacingHorizontalXXXL,
    rowGap: tokens.spacingVerticalXL,
    alignItems: 'start',
    '@media (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"form context" "form aside"',
    },
  },
  form: { gridArea: 'form', minWidth: 0 },
  context: { gridArea: 'context', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  aside: { gridArea: 'aside', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  panelHeading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, color: tokens.colorNeutralForeground2 },
  steps: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  agent: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  phone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
});

const PAGE_TEXT: Readonly<Record<QuoteKind, { title: string; intro: string; description: string }>> = {
  general: { title: messages.generalTitle, intro: messages.generalIntro, description: messages.generalDescription },
  disney: { title: messages.disneyTitle, intro: messages.disneyIntro, description: messages.disneyDescription },
  group: { title: messages.groupTitle, intro: messages.groupIntro, description: messages.groupDescription },
};

/** Longest departure city the form takes as typed (the lead's city field). */
const CITY_TEXT_MAX = 80;

/**
 * The departure city a link names: `?from=3` is a departure city by id (a package page's departure), read through the
 * cities list; any other text is taken as typed (`?from=Kelowna`).
 */
function departureCityFrom(value: string | null, cities: ReadonlyArray<Pick<DepartureCity, 'id' | 'city_name'>> | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^[1-9][0-9]{0,11}$/.test(text)) return cities?.find((city) => city.id === Number(text))?.city_name;
  return text.slice(0, CITY_TEXT_MAX);
}

/**
 * What the page knows from its address and the visit: `?package=` (a package page's call to action), with
 * `&departure=` (its id), `&from=` (departure city id or name) and `&date=` (`YYYY-MM-DD`, kept when today or later)
 * for one of its departures, `?agent=` or the agent kept for the visit, `?groupType=` (a group travel page), and the
 * page itself.
 */
export function quotePrefillFrom(
  pathname: string,
  search: string,
  cities?: ReadonlyArray<Pick<DepartureCity, 'id' | 'city_name'>>,
  today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE),
): QuotePrefill {
  const query = new URLSearchParams(search);
  const packageUrl = packageUrlSchema.safeParse(query.get('package') ?? undefined);
  const source = sourcePathSchema.safeParse(`${pathname}${search}`);
  const date = query.get('date') ?? '';
  const departureCity = departureCityFrom(query.get('from'), cities);
  const departureId = query.get('departure')?.trim() ?? '';
  return {
    packageUrl: packageUrl.success ? packageUrl.data : undefined,
    ...(packageUrl.success && departureId !== '' && departureId.length <= DEPARTURE_ID_MAX ? { departureId } : {}),
    agent: agentFromQuery(search) ?? readAgentAttribution(),
    groupType: query.get('groupType') ?? undefined,
    ...(departureCity ? { departureCity } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today ? { departDate: date } : {}),
    source: source.success ? source.data : pathname,
  };
}

/** The form the server renders (and the browser hydrates) before the address's prefill is read. */
function blankDraft(kind: QuoteKind, pathname: string): QuoteDraft {
  return initialQuoteDraft(kind, { source: pathname });
}

/**
 * The card data of a package page's package (the destination name is not part of the package itself); for one of its
 * departures, that departure's price and days.
 */
function cardOf(pkg: PublicPackage, departure: ChosenDeparture | null, today: string): PackageCardData {
  return {
    id: pkg.id,
    package_url: pkg.package_url,
    title: pkg.title,
    banner_image: pkg.banner_image,
    price: departure?.price ?? pkg.price,
    tax: departure?.tax ?? pkg.tax,
    icons_data: pkg.icons_data,
    dateRanges: departure ? dateRangesFromDepartures([departure], today) : pkg.dateRanges,
    destinationName: null,
    durationNights: packageDurationNights(pkg),
  };
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelHeading}>{title}</h2>
      {children}
    </section>
  );
}

function AgentPanel({ agent }: { agent: AgentProfile }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  return (
    <div className={styles.panel}>
      <div className={styles.agent}>
        <Avatar size={56} color="brand" name={agent.name} image={agent.photo ? { src: resolveMediaUrl(agent.photo, cdnPrefix), alt: '' } : undefined} />
        <p className={styles.text}>{formatMessage(messages.fromAgentIntro, { agent: agent.name })}</p>
      </div>
    </div>
  );
}

/** The three quote pages share one layout: a hero, the form, and an aside with the package and the phone. */
function QuoteRequestPage({ kind }: { kind: QuoteKind }) {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const { phone, hours } = useRuntimeConfig();
  const cities = useApi(catalogueReadRoutes.listDepartureCities);
  // What the address prefills is read in the browser only: the edge passes none of these parameters to the server (one
  // cached form for every link, docs/decisions/departures.md), so the server renders the form blank, the browser hydrates
  // that and then fills it in (the form is disabled until then). Read once: later changes of the address (none expected)
  // must not reset what the visitor typed.
  const inBrowser = useHydrated();
  const [prefilled, setPrefilled] = useState<{ prefill: QuotePrefill; initial: QuoteDraft } | null>(null);
  // A departure's city comes by id: its name is in the cities list (the page's loader reads it; else it is awaited).
  const awaitingCities = /^[0-9]+$/.test(new URLSearchParams(search).get('from') ?? '') && !cities.data && !cities.error;
  if (inBrowser && prefilled === null && !awaitingCities) {
    const prefill = quotePrefillFrom(pathname, search, cities.data);
    setPrefilled({ prefill, initial: initialQuoteDraft(kind, prefill) });
  }
  const prefill: QuotePrefill = prefilled?.prefill ?? { source: pathname };
  const initial = prefilled?.initial ?? blankDraft(kind, pathname);
  const quotedPackage = useApi(catalogueReadRoutes.getPackage, prefill.packageUrl ? { params: { id: prefill.packageUrl } } : null);
  const today = isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
  // The departure the link names, once the package and the cities' names are read: null when it no longer sells.
  const citiesRead = cities.data !== undefined || cities.error !== undefined;
  const departure = useMemo(
    () => (citiesRead ? chosenDepartureOf(quotedPackage.data?.departures, prefill.departureId, cities.data ?? [], today) : null),
    [citiesRead, quotedPackage.data, prefill.departureId, cities.data, today],
  );
  const departureMissing = prefill.departureId !== undefined && quotedPackage.data !== undefined && citiesRead && departure === null;
  const agents = useApi(agentDirectoryRoutes.listAgents);
  const travelStyles = useApi(catalogueReadRoutes.listTravelStyles);

  const prefilledAgent = agents.data?.data.find((agent) => agent.slug === prefill.agent);
  const text = PAGE_TEXT[kind];
  const title = prefilledAgent ? formatMessage(messages.fromAgentTitle, { agent: prefilledAgent.name }) : text.title;
  usePageMeta({ title: pageTitle(title), description: text.description });

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 id={HEADING_ID} className={styles.heading}>
            {title}
          </h1>
          <p className={styles.intro}>{text.intro}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.context}>
          {prefill.packageUrl && quotedPackage.data ? (
            <Panel title={messages.packageHeading}>
              <PackageCard pkg={cardOf(quotedPackage.data, departure, today)} eager priceBasis={departure?.cityName} priceFrom={departure === null} />
            </Panel>
          ) : null}
          {departureMissing ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{messages.departureMissing}</MessageBarBody>
            </MessageBar>
          ) : null}
          {prefill.packageUrl && quotedPackage.error?.status === 404 ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>{messages.packageMissing}</MessageBarBody>
            </MessageBar>
          ) : null}
          {prefilledAgent ? <AgentPanel agent={prefilledAgent} /> : null}
        </div>
        <div className={styles.form}>
          <QuoteForm
            // Filled in once after hydration: a new form with the address's prefill (nothing typed yet, it was disabled).
            key={prefilled ? 'prefilled' : 'blank'}
            kind={kind}
            initial={initial}
            agents={agents.data?.data}
            travelStyles={travelStyles.data}
            pkg={quotedPackage.data}
            departure={departure}
            // The departure was refused as shown (sold out, repriced): the package is read again to show what holds now.
            onDepartureRefused={() => void quotedPackage.mutate()}
            labelledBy={HEADING_ID}
          />
        </div>
        <aside className={styles.aside} aria-label={messages.asideLabel}>
          <Panel title={messages.promiseHeading}>
            <ol className={styles.steps}>
              <li>{messages.promiseOne}</li>
              <li>{messages.promiseTwo}</li>
              <li>{messages.promiseThree}</li>
            </ol>
          </Panel>
          <Panel title={messages.talkHeading}>
            <a className={styles.phone} href={phoneHref(phone)}>
              <Call20Regular aria-hidden="true" />
              {formatMessage(messages.talkBody, { phone })}
            </a>
            <p className={styles.text}>{hours}</p>
          </Panel>
        </aside>
      </div>
    </>
  );
}

/** `/request-a-quote` (also `?package={package_url}` from a package page and `?agent={slug}`). */
export function GeneralQuotePage() {
  return <QuoteRequestPage kind="general" />;
}

/** `/disney-request-a-quote`. */
export function DisneyQuotePage() {
  return <QuoteRequestPage kind="disney" />;
}

/** `/group-travel-request-a-quote` (also `?groupType=destination-wedding` from a group travel page). */
export function GroupQuotePage() {
  return <QuoteRequestPage kind="group" />;
}
