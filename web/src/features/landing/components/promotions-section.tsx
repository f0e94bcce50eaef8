import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRight16Regular } from '@fluentui/react-icons';
import { isExternalLink, resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { AppLink } from '../../../components/app-link.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { usePromotions } from '../api/list-promotions.ts';
import { landingMessages } from '../messages.ts';
import { LandingSection } from './landing-section.tsx';

/** Promotions shown at once; more would push the deals too far down. */
const PROMOTIONS_SHOWN = 3;

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  card: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '12 / 5', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground4 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flexGrow: 1, padding: tokens.spacingHorizontalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  link: { marginTop: 'auto', display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  external: {
    marginTop: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
  },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

function PromotionLink({ promotion }: { promotion: Promotion }) {
  const styles = useStyles();
  if (!promotion.link) return null;
  const label = promotion.linkLabel || landingMessages.promotionDefaultLink;
  if (isExternalLink(promotion.link)) {
    return (
      <a className={styles.external} href={promotion.link} target="_blank" rel="noopener noreferrer">
        {label}
        <span className={styles.visuallyHidden}> {landingMessages.opensInNewTab}</span>
        <ArrowRight16Regular aria-hidden="true" />
      </a>
    );
  }
  return (
    <AppLink className={styles.link} to={promotion.link}>
      {label}
      <ArrowRight16Regular aria-hidden="true" />
    </AppLink>
  );
}

/** The landing page's live promotions (`/promotions?isFromAdmin=false`, placement "landing"). Nothing when none. */
export function PromotionsSection() {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const { data } = usePromotions();
  const promotions = (data ?? []).filter((promotion) => promotion.placements.includes('landing')).slice(0, PROMOTIONS_SHOWN);
  // Promotions are extras: while loading or after a failure the page simply goes on without them.
  if (promotions.length === 0) return null;
  return (
    <LandingSection heading={landingMessages.promotionsHeading}>
      <ul className={styles.grid}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <article className={styles.card}>
              <img
                className={styles.image}
                src={resolveMediaUrl(promotion.image, cdnPrefix)}
                alt=""
                width={600}
                height={250}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{promotion.title}</h3>
                {promotion.subtitle ? <p className={styles.subtitle}>{promotion.subtitle}</p> : null}
                <PromotionLink promotion={promotion} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
