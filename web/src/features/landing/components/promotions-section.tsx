import { useDeferredValue } from 'react';
import { isExternalLink } from '@tdp/shared/media/media-references';
import type { Promotion } from '@tdp/shared/schemas/promotion';
import { AppLink } from '../../../components/app-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { CARD_IMAGE_SIZES } from '../../../components/package-card.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { landingMessages } from '../messages.ts';
import { LandingSection } from './landing-section.tsx';
import styles from './promotions-section.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Promotions shown at once; more would push the deals too far down. */
const PROMOTIONS_SHOWN = 3;

function PromotionLink({ promotion }: { promotion: Promotion }) {
  if (!promotion.link) return null;
  const label = promotion.linkLabel || landingMessages.promotionDefaultLink;
  if (isExternalLink(promotion.link)) {
    return (
      <a className={`${styles.link} ${styles.external}`} href={promotion.link} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {landingMessages.opensInNewTab}</span>
        <ArrowRightIcon />
      </a>
    );
  }
  return (
    <AppLink className={styles.link} to={promotion.link}>
      {label}
      <ArrowRightIcon />
    </AppLink>
  );
}

/** The landing page's live promotions (`/promotions?isFromAdmin=false`, placement "landing"). Nothing when none. */
export function PromotionsSection() {
  // Rendered in the background, in short slices, when the answer arrives (as the deal sections are).
  const data = useDeferredValue(useApi(catalogueReadRoutes.listPromotions, { query: { isFromAdmin: false } }).data);
  const promotions = (data ?? []).filter((promotion) => promotion.placements.includes('landing')).slice(0, PROMOTIONS_SHOWN);
  // Promotions are extras: while loading or after a failure the page simply goes on without them.
  if (promotions.length === 0) return null;
  return (
    <LandingSection heading={landingMessages.promotionsHeading}>
      <ul className={styles.grid}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <article className={styles.card}>
              <ResponsivePicture className={styles.image} reference={promotion.image} alt="" width={600} height={250} sizes={CARD_IMAGE_SIZES} />
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
