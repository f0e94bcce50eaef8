import { useEffect } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Call20Regular, Chat20Regular, Mail20Regular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { agentSlugSchema, type AgentContactPreference, type AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { AppLink } from '../../../components/app-link.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { rememberAgentAttribution } from '../../../lib/agent-attribution.ts';
import { emailHref, phoneHref, smsHref } from '../../../lib/contact-links.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { agentDirectoryMessages as messages } from '../messages.ts';
import { AgentAvatar } from './agent-avatar.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';

/** The sentence saying how the agent prefers to be reached first. */
const PREFERENCE_MESSAGES: Readonly<Record<AgentContactPreference, string>> = {
  phone: messages.prefersPhone,
  email: messages.prefersEmail,
  text: messages.prefersText,
};

const useStyles = makeStyles({
  hero: { backgroundColor: tokens.colorBrandBackground2, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  heroInner: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' },
  identity: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold },
  membership: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  place: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  body: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXXL,
    '@media (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  paragraph: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, whiteSpace: 'pre-line' },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  panelHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tags: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  tag: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  contactLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
  },
  state: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    minHeight: '50vh',
  },
  stateHeading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  loading: { minHeight: '60vh', display: 'flex', justifyContent: 'center', paddingTop: '15vh' },
});

/** The quote form addressed to an agent. */
export function agentQuotePath(slug: string): string {
  return `${PUBLIC_PATHS.requestQuote}?agent=${encodeURIComponent(slug)}`;
}

function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function AgentDetails({ agent }: { agent: AgentProfile }) {
  const styles = useStyles();
  const place = formatMessage(messages.location, { city: agent.city, province: PROVINCE_LABELS[agent.province] });
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <AppLink className={styles.back} to={PUBLIC_PATHS.connectedAgents}>
            <ArrowLeft20Regular aria-hidden="true" />
            {messages.backToDirectory}
          </AppLink>
          <div className={styles.identity}>
            <AgentAvatar agent={agent} size={120} />
            <div className={styles.titles}>
              <h1 className={styles.name}>{agent.name}</h1>
              <p className={styles.membership}>{agent.membership}</p>
              <p className={styles.place}>{place}</p>
            </div>
          </div>
          <div className={styles.actions}>
            <LinkButton appearance="primary" size="large" to={agentQuotePath(agent.slug)}>
              {formatMessage(messages.requestQuoteFrom, { name: agent.name })}
            </LinkButton>
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <section className={styles.section} aria-labelledby="agent-about">
          <h2 id="agent-about" className={styles.heading}>
            {formatMessage(messages.about, { name: agent.name })}
          </h2>
          {bioParagraphs(agent.bio).map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
        <aside className={styles.aside} aria-label={messages.contact}>
          {agent.specialties.length > 0 ? (
            <section className={styles.panel} aria-labelledby="agent-specialties">
              <h2 id="agent-specialties" className={styles.panelHeading}>
                {messages.specialties}
              </h2>
              <ul className={styles.tags}>
                {agent.specialties.map((specialty) => (
                  <li key={specialty} className={styles.tag}>
                    {SPECIALTY_LABELS[specialty]}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="agent-languages">
            <h2 id="agent-languages" className={styles.panelHeading}>
              {messages.languages}
            </h2>
            <ul className={styles.tags}>
              {agent.languages.map((language) => (
                <li key={language} className={styles.tag}>
                  {LANGUAGE_LABELS[language]}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="agent-contact">
            <h2 id="agent-contact" className={styles.panelHeading}>
              {messages.contact}
            </h2>
            <a
              className={styles.contactLink}
              href={phoneHref(agent.phone)}
              aria-label={formatMessage(messages.callAgent, { name: agent.name, phone: agent.phone })}
            >
              <Call20Regular aria-hidden="true" />
              {agent.phone}
            </a>
            <a
              className={styles.contactLink}
              href={emailHref(agent.email)}
              aria-label={formatMessage(messages.emailAgent, { name: agent.name, email: agent.email })}
            >
              <Mail20Regular aria-hidden="true" />
              {agent.email}
            </a>
            {agent.contactPreference === 'text' ? (
              <a
                className={styles.contactLink}
                href={smsHref(agent.phone)}
                aria-label={formatMessage(messages.textAgent, { name: agent.name, phone: agent.phone })}
              >
                <Chat20Regular aria-hidden="true" />
                {formatMessage(messages.textLink, { phone: agent.phone })}
              </a>
            ) : null}
            {agent.contactPreference ? (
              <p className={styles.paragraph}>{formatMessage(PREFERENCE_MESSAGES[agent.contactPreference], { name: agent.name })}</p>
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}

function NotListed() {
  const styles = useStyles();
  return (
    <section className={styles.state} aria-labelledby="agent-not-found">
      <h1 id="agent-not-found" className={styles.stateHeading}>
        {messages.notFoundHeading}
      </h1>
      <p className={styles.paragraph}>{messages.notFoundBody}</p>
      <LinkButton appearance="primary" size="large" to={PUBLIC_PATHS.connectedAgents}>
        {messages.backToDirectory}
      </LinkButton>
    </section>
  );
}

function ListedAgentPage({ slug }: { slug: string }) {
  const styles = useStyles();
  const { data, error, mutate } = useApi(agentDirectoryRoutes.getAgent, { params: { slug } });
  const agent = data?.data;
  usePageMeta(
    agent
      ? {
          title: pageTitle(agent.name),
          description: formatMessage(messages.profileDescription, {
            name: agent.name,
            membership: agent.membership,
            city: agent.city,
            province: agent.province,
            specialties: agent.specialties.map((specialty) => SPECIALTY_LABELS[specialty]).join(', '),
          }).trim(),
        }
      : {
          title: pageTitle(error?.status === 404 ? messages.notFoundTitle : messages.loadingProfile),
          description: messages.notFoundDescription,
          ...(error ? { status: error.status === 404 ? 404 : 503, noindex: true } : {}),
        },
  );

  // Visiting an agent's page makes the rest of the visit theirs: the forms send the slug as `agent`.
  useEffect(() => {
    if (agent) rememberAgentAttribution(agent.slug);
  }, [agent]);

  if (agent) return <AgentDetails agent={agent} />;
  if (error?.status === 404) return <NotListed />;
  if (error) {
    return (
      <div className={styles.state}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{messages.profileLoadFailed}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{messages.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner label={messages.loadingProfile} />
    </div>
  );
}

/**
 * `/ca/:slug`: a connected agent's public profile (photo or initials, bio, specialties, languages,
 * contact) with "Request a quote from {agent}"; a not-listed page for an unknown, inactive or malformed slug.
 */
export function AgentProfilePage() {
  const { slug = '' } = useParams();
  const valid = agentSlugSchema.safeParse(slug);
  if (!valid.success || valid.data !== slug) {
    return <NotListedWithMeta />;
  }
  return <ListedAgentPage key={slug} slug={slug} />;
}

function NotListedWithMeta() {
  usePageMeta({ title: pageTitle(messages.notFoundTitle), description: messages.notFoundDescription, status: 404, noindex: true });
  return <NotListed />;
}
