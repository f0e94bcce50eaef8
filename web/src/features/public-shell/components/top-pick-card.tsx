import { Link as RouterLink } from 'react-router-dom';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { allInPriceText } from '../../../components/all-in-price.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import styles from './top-pick-card.module.css';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const CARD_IMAGE_WIDTH = 224;
const CARD_IMAGE_HEIGHT = 126;

/** A continent's top pick in the Destinations menu: picture, place, title and all-in starting price, linking to the deal. */
export function TopPickCard({ card }: { card: PackageCard }) {
  return (
    <RouterLink className={styles.card} to={pathHref(PUBLIC_PATHS.package, { id: card.package_url })}>
      <ResponsivePicture
        className={styles.image}
        reference={card.banner_image}
        alt=""
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        sizes={`${CARD_IMAGE_WIDTH}px`}
      />
      <span className={styles.body}>
        {card.destinationName && <span className={styles.place}>{card.destinationName}</span>}
        <span className={styles.title}>{card.title}</span>
        <span className={styles.price}>{allInPriceText(card)}</span>
      </span>
    </RouterLink>
  );
}
