import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LinkButton } from '../../../components/link-button.tsx';
import { emailHref } from '../../../lib/contact-links.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { SITE_PATHS } from '../../../lib/site-paths.ts';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta.ts';
import { infoPagesMessages } from '../messages.ts';
import { InfoPageLayout } from './info-page-layout.tsx';

const useStyles = makeStyles({
  content: { maxWidth: '860px' },
  heading: { margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  firstHeading: { marginTop: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  openings: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  opening: {
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
  openingTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  openingPlace: { margin: `${tokens.spacingVerticalXXS} 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { margin: `0 0 ${tokens.spacingVerticalM}` },
  agents: { marginTop: tokens.spacingVerticalXXL, padding: tokens.spacingHorizontalXL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorBrandBackground2 },
  agentsHeading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  note: { marginTop: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** `/careers`: why work here, the open positions, how to apply (by e-mail) and the connected-agent path. */
export function CareersPage() {
  const styles = useStyles();
  const { supportEmail } = useRuntimeConfig();
  usePageMeta({ title: pageTitle(infoPagesMessages.careersTitle), description: infoPagesMessages.careersDescription });
  const [applyBefore, applyAfter] = infoPagesMessages.applyBody.split('{email}');
  return (
    <InfoPageLayout title={infoPagesMessages.careersTitle} intro={<p>{infoPagesMessages.careersIntro}</p>}>
      <div className={styles.content}>
        <section aria-labelledby="careers-why">
          <h2 id="careers-why" className={mergeClasses(styles.heading, styles.firstHeading)}>
            {infoPagesMessages.whyWorkHeading}
          </h2>
          <ul className={styles.list}>
            {infoPagesMessages.whyWork.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="careers-openings">
          <h2 id="careers-openings" className={styles.heading}>
            {infoPagesMessages.openingsHeading}
          </h2>
          <ul className={styles.openings}>
            {infoPagesMessages.openings.map((opening) => (
              <li key={opening.title} className={styles.opening}>
                <h3 className={styles.openingTitle}>{opening.title}</h3>
                <p className={styles.openingPlace}>{opening.place}</p>
                <p className={styles.text}>{opening.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="careers-apply">
          <h2 id="careers-apply" className={styles.heading}>
            {infoPagesMessages.applyHeading}
          </h2>
          <p className={styles.text}>
            {applyBefore}
            <a className={styles.link} href={emailHref(supportEmail)}>
              {supportEmail}
            </a>
            {applyAfter}
          </p>
        </section>
        <section className={styles.agents} aria-labelledby="careers-agents">
          <h2 id="careers-agents" className={styles.agentsHeading}>
            {infoPagesMessages.agentsHeading}
          </h2>
          <p className={styles.text}>{infoPagesMessages.agentsBody}</p>
          <LinkButton appearance="primary" to={SITE_PATHS.becomeAgent}>
            {infoPagesMessages.becomeAgent}
          </LinkButton>
        </section>
        <p className={styles.note}>{infoPagesMessages.equalOpportunity}</p>
      </div>
    </InfoPageLayout>
  );
}
