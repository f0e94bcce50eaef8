import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { formatMessage, formatPrice } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { publicShellMessages } from '../messages.ts';

const CARD_IMAGE_WIDTH = 224;
const CARD_IMAGE_HEIGHT = 126;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: `${CARD_IMAGE_WIDTH}px`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ':hover': { boxShadow: tokens.shadow8 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM },
  place: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  price: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
});

/** A continent's top pick in the Destinations menu: picture, place, title and starting price, linking to the deal. */
export function TopPickCard({ card }: { card: PackageCard }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  return (
    <RouterLink className={styles.card} to={`/deals/${card.package_url}`}>
      <img
        className={styles.image}
        src={resolveMediaUrl(card.banner_image, cdnPrefix)}
        alt=""
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.body}>
        {card.destinationName && <span className={styles.place}>{card.destinationName}</span>}
        <span className={styles.title}>{card.title}</span>
        <span className={styles.price}>{formatMessage(publicShellMessages.priceFrom, { price: formatPrice(card.price) })}</span>
      </span>
    </RouterLink>
  );
}
