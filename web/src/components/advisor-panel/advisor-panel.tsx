import { Link } from 'react-router-dom';
import { agentDirectoryRoutes } from '@tdp/shared/api/routes/agent-directory-routes';
import { agentInitials, type AgentContactPreference, type AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { emailHref, phoneHref, smsHref } from '../../lib/contact-links.ts';
import { formatMessage } from '../../lib/intl.ts';
import { smallPictureUrl } from '../../lib/media/small-picture-url.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { useApi } from '../../lib/use-api.ts';
import { quoteRequestPath } from '../package-details/package-price-card.tsx';
import { advisorPanelMessages as messages } from './advisor-panel-messages.ts';
import styles from './advisor-panel.module.css';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const PREFERENCE_MESSAGES: Readonly<Record<AgentContactPreference, string>> = {
  phone: messages.prefersPhone,
  email: messages.prefersEmail,
  text: messages.prefersText,
};

type ContactKind = 'phone' | 'email' | 'text';

/** The ways to reach the agent, the one they prefer first; a text message only when they prefer it. */
function contactKinds(preference: AgentContactPreference | null | undefined): ContactKind[] {
  if (preference === 'text') return ['text', 'phone', 'email'];
  return preference === 'email' ? ['email', 'phone'] : ['phone', 'email'];
}

function ContactLink({ agent, kind }: { agent: AgentProfile; kind: ContactKind }) {
  const values = { name: agent.name, phone: agent.phone, email: agent.email };
  if (kind === 'email') {
    return (
      <a className={styles.contact} href={emailHref(agent.email)} aria-label={formatMessage(messages.emailLabel, values)}>
        {formatMessage(messages.email, values)}
      </a>
    );
  }
  const text = kind === 'text';
  return (
    <a
      className={styles.contact}
      href={text ? smsHref(agent.phone) : phoneHref(agent.phone)}
      aria-label={formatMessage(text ? messages.textLabel : messages.callLabel, values)}
    >
      {formatMessage(text ? messages.text : messages.call, values)}
    </a>
  );
}

/**
 * "Your travel advisor": the connected agent whose link brought the visit, with their photo, how they like to be
 * reached and a quote request that goes to them. Nothing while their profile loads, nor for an agent no longer
 * listed (the page then reads as it does for everyone).
 */
export function AdvisorPanel({ slug, packageUrl, className }: { slug: string; packageUrl: string; className?: string }) {
  const { cdnPrefix } = useRuntimeConfig();
  const { data } = useApi(agentDirectoryRoutes.getAgent, { params: { slug } }, { shouldRetryOnError: false });
  const agent = data?.data;
  if (!agent) return null;
  const headingId = `advisor-${agent.slug}`;
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.heading}
      </h2>
      <div className={styles.identity}>
        {agent.photo ? (
          <img className={styles.photo} src={smallPictureUrl(agent.photo, cdnPrefix)} alt="" width={56} height={56} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {agentInitials(agent.name)}
          </span>
        )}
        <div>
          <p className={styles.name}>
            <Link to={pathHref(PUBLIC_PATHS.agentProfile, { slug: agent.slug })} aria-label={formatMessage(messages.profile, { name: agent.name })}>
              {agent.name}
            </Link>
          </p>
          <p className={styles.membership}>{agent.membership}</p>
        </div>
      </div>
      <ul className={styles.contacts}>
        {contactKinds(agent.contactPreference).map((kind) => (
          <li key={kind}>
            <ContactLink agent={agent} kind={kind} />
          </li>
        ))}
      </ul>
      {agent.contactPreference ? (
        <p className={styles.preference}>{formatMessage(PREFERENCE_MESSAGES[agent.contactPreference], { name: agent.name })}</p>
      ) : null}
      <Link className={styles.quote} to={`${quoteRequestPath(packageUrl)}&agent=${encodeURIComponent(agent.slug)}`}>
        {formatMessage(messages.requestQuote, { name: agent.name })}
      </Link>
    </section>
  );
}
