import { useState } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import { Handshake24Regular, HatGraduation24Regular, Home24Regular, Megaphone24Regular, Money24Regular, PeopleTeam24Regular } from '@fluentui/react-icons';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button.tsx';
import { agentFromQuery, readAgentAttribution } from '../../../lib/agent-attribution.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { initialApplicationDraft } from '../application-draft.ts';
import { becomeAgentMessages as messages } from '../messages.ts';
import { useScrollToHash } from '../use-scroll-to-hash.ts';
import { AgentApplicationForm } from './agent-application-form.tsx';

const BENEFIT_ICONS = [Money24Regular, Home24Regular, HatGraduation24Regular, Handshake24Regular, Megaphone24Regular, PeopleTeam24Regular];

const useStyles = makeStyles({
  hero: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900, fontWeight: tokens.fontWeightBold },
  intro: { margin: 0, maxWidth: '65ch', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  heroLinks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  onBrandPrimary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  },
  onBrandSecondary: {
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralForegroundOnBrand}`,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  section: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    scrollMarginTop: tokens.spacingVerticalL,
  },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  sectionHeading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  sectionIntro: { margin: 0, maxWidth: '70ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  benefits: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  benefit: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  benefitIcon: { color: tokens.colorBrandForeground1 },
  benefitTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  benefitBody: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, color: tokens.colorNeutralForeground2 },
  applyLayout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXXL,
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)' },
  },
  applyIntro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  formCard: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  faqs: { maxWidth: '860px' },
  answer: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * `/agents/AgentPageMain`: why agents choose us (`#why-us`), the application form (`#apply`) and the
 * questions and answers (`#faq`). A link to one of the anchors scrolls to it, also when the page opens with it.
 */
export function BecomeAgentPage() {
  const styles = useStyles();
  const { pathname, search } = useLocation();
  const [initial] = useState(() => initialApplicationDraft({ agent: agentFromQuery(search) ?? readAgentAttribution(), source: pathname }));
  usePageMeta({ title: pageTitle(messages.documentTitle), description: messages.description });
  useScrollToHash();

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.heading}>{messages.heading}</h1>
          <p className={styles.intro}>{messages.intro}</p>
          <nav aria-label={messages.sectionsLabel}>
            <ul className={styles.heroLinks}>
              <li>
                <LinkButton className={styles.onBrandPrimary} size="large" to={{ hash: '#apply' }}>
                  {messages.applyNow}
                </LinkButton>
              </li>
              <li>
                <LinkButton className={styles.onBrandSecondary} size="large" to={{ hash: '#why-us' }}>
                  {messages.whyUsLink}
                </LinkButton>
              </li>
              <li>
                <LinkButton className={styles.onBrandSecondary} size="large" to={{ hash: '#faq' }}>
                  {messages.faqLink}
                </LinkButton>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      <section id="why-us" className={styles.section} aria-labelledby="why-us-heading">
        <h2 id="why-us-heading" className={styles.sectionHeading}>
          {messages.whyUsHeading}
        </h2>
        <p className={styles.sectionIntro}>{messages.whyUsIntro}</p>
        <ul className={styles.benefits}>
          {messages.benefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length]!;
            return (
              <li key={benefit.title} className={styles.benefit}>
                <Icon className={styles.benefitIcon} aria-hidden="true" />
                <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                <p className={styles.benefitBody}>{benefit.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className={styles.band}>
        <section id="apply" className={styles.section} aria-labelledby="apply-heading">
          <div className={styles.applyLayout}>
            <div className={styles.applyIntro}>
              <h2 id="apply-heading" className={styles.sectionHeading}>
                {messages.applyHeading}
              </h2>
              <p className={styles.sectionIntro}>{messages.applyIntro}</p>
              <p className={styles.sectionIntro}>{messages.resumeNote}</p>
            </div>
            <div className={styles.formCard}>
              <AgentApplicationForm initial={initial} labelledBy="apply-heading" />
            </div>
          </div>
        </section>
      </div>

      <section id="faq" className={styles.section} aria-labelledby="faq-heading">
        <h2 id="faq-heading" className={styles.sectionHeading}>
          {messages.faqHeading}
        </h2>
        <Accordion className={styles.faqs} multiple collapsible>
          {messages.faqs.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionHeader as="h3" size="large">
                {faq.question}
              </AccordionHeader>
              <AccordionPanel>
                <p className={styles.answer}>{faq.answer}</p>
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </>
  );
}
