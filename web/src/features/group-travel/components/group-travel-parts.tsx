import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Call20Regular } from '@fluentui/react-icons';
import { LinkButton } from '../../../components/link-button.tsx';
import { phoneHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { groupTravelMessages as messages } from '../messages.ts';

/** Styles the group travel pages share. */
export const useGroupPageStyles = makeStyles({
  hero: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900, fontWeight: tokens.fontWeightBold },
  intro: { margin: 0, maxWidth: '65ch', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  onBrandButton: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  },
  section: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  sectionHeading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  card: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  cardBody: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  steps: {
    listStyleType: 'none',
    counterReset: 'step',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  step: {
    counterIncrement: 'step',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '36px',
      height: '36px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
      fontWeight: tokens.fontWeightBold,
    },
  },
  twoColumns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalXXXL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  text: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, color: tokens.colorNeutralForeground2 },
  callout: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  calloutText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  phone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  small: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
});

/** The green band at the top of a group travel page: heading, intro, and the quote button. */
export function GroupHero({ heading, intro, quotePath, before }: { heading: string; intro: string; quotePath: string; before?: ReactNode }) {
  const styles = useGroupPageStyles();
  return (
    <div className={styles.hero}>
      <div className={styles.heroInner}>
        {before}
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        <LinkButton className={styles.onBrandButton} size="large" to={quotePath}>
          {messages.requestGroupQuote}
        </LinkButton>
      </div>
    </div>
  );
}

/** The closing call to action: the group quote form, or a call to the group desk. */
export function GroupCallToAction({ quotePath }: { quotePath: string }) {
  const styles = useGroupPageStyles();
  const { phone, hours } = useRuntimeConfig();
  return (
    <section className={styles.callout} aria-labelledby="group-call-heading">
      <div className={styles.calloutText}>
        <h2 id="group-call-heading" className={styles.subheading}>
          {messages.callHeading}
        </h2>
        <a className={styles.phone} href={phoneHref(phone)}>
          <Call20Regular aria-hidden="true" />
          {phone}
        </a>
        <p className={styles.small}>{hours}</p>
      </div>
      <LinkButton appearance="primary" size="large" to={quotePath}>
        {messages.requestGroupQuote}
      </LinkButton>
    </section>
  );
}
