import { makeStyles, tokens } from '@fluentui/react-components';
import { Location16Regular, Translate16Regular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import type { AgentProfile } from '@tdp/shared/schemas/agent-profile';
import { formatMessage } from '../../../lib/intl.ts';
import { LANGUAGE_LABELS, PROVINCE_LABELS, SPECIALTY_LABELS } from '../../../lib/lead-option-labels.ts';
import { agentDirectoryMessages as messages } from '../messages.ts';
import { AgentAvatar } from './agent-avatar.tsx';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

/** Specialties a card shows; the profile shows them all. */
const CARD_SPECIALTIES = 3;

const useStyles = makeStyles({
  card: {
    position: 'relative',
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    transitionProperty: 'box-shadow',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow16 },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  name: {
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  nameLink: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForeground1, textDecorationLine: 'underline' },
    // The whole card is the link's click area; the name keeps the accessible name short.
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusXLarge },
    ':focus-visible': { outlineStyle: 'none' },
    ':focus-visible::after': { outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px' },
  },
  membership: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  line: {
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  icon: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  tags: {
    listStyleType: 'none',
    margin: 0,
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    paddingLeft: 0,
    paddingRight: 0,
    paddingBottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
  tag: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

/** The address of an agent's profile page. */
export function agentProfilePath(slug: string): string {
  return pathHref(PUBLIC_PATHS.agentProfile, { slug });
}

/** An agent in the directory: photo or initials, name (links to the profile), place, languages, specialties. */
export function AgentCard({ agent }: { agent: AgentProfile }) {
  const styles = useStyles();
  return (
    <article className={styles.card}>
      <AgentAvatar agent={agent} size={72} />
      <h2 className={styles.name}>
        <Link className={styles.nameLink} to={agentProfilePath(agent.slug)}>
          {agent.name}
        </Link>
      </h2>
      <p className={styles.membership}>{agent.membership}</p>
      <p className={styles.line}>
        <Location16Regular className={styles.icon} aria-hidden="true" />
        {formatMessage(messages.location, { city: agent.city, province: PROVINCE_LABELS[agent.province] })}
      </p>
      <p className={styles.line}>
        <Translate16Regular className={styles.icon} aria-hidden="true" />
        {formatMessage(messages.speaks, { languages: agent.languages.map((language) => LANGUAGE_LABELS[language]).join(', ') })}
      </p>
      {agent.specialties.length > 0 ? (
        <ul className={styles.tags} aria-label={messages.specialties}>
          {agent.specialties.slice(0, CARD_SPECIALTIES).map((specialty) => (
            <li key={specialty} className={styles.tag}>
              {SPECIALTY_LABELS[specialty]}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
