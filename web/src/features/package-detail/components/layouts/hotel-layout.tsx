import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, Star16Filled, StarHalf16Filled, Star16Regular } from '@fluentui/react-icons';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { formatMessage } from '../../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { packageDetailMessages } from '../../messages.ts';
import { RichText } from './rich-text.tsx';
import { numberField, stringListField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  stars: { display: 'inline-flex', color: tokens.colorPaletteMarigoldForeground1 },
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '12 / 5', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge },
});

/** Stars for a rating from 1 to 5 in halves, read out as "4.5 out of 5 stars". */
function StarRating({ rating }: { rating: number }) {
  const styles = useStyles();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={formatMessage(packageDetailMessages.starRating, { rating: rounded })}>
      {[1, 2, 3, 4, 5].map((position) =>
        rounded >= position ? (
          <Star16Filled key={position} aria-hidden="true" />
        ) : rounded >= position - 0.5 ? (
          <StarHalf16Filled key={position} aria-hidden="true" />
        ) : (
          <Star16Regular key={position} aria-hidden="true" />
        ),
      )}
    </span>
  );
}

function FeatureList({ heading, items }: { heading: string; items: string[] }) {
  const layout = useLayoutStyles();
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={layout.subheading}>{heading}</h3>
      <ul className={mergeClasses(layout.iconList, layout.twoColumns)}>
        {items.map((item) => (
          <li key={item} className={layout.iconItem}>
            <CheckmarkCircle20Regular className={layout.positiveIcon} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Layout 2', Hotel: name and stars, a photo, the description, amenities and room types. */
export function HotelLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const name = textField(fields, 'hotelName');
  const rating = numberField(fields, 'starRating');
  const image = textField(fields, 'image');
  const description = textField(fields, 'description');
  return (
    <div className={layout.stack}>
      <div className={styles.header}>
        <h3 className={layout.heading}>{name}</h3>
        {rating !== null ? <StarRating rating={rating} /> : null}
      </div>
      {image ? (
        <img className={styles.image} src={resolveMediaUrl(image, cdnPrefix)} alt={name} width={1200} height={500} loading="lazy" decoding="async" />
      ) : null}
      {description ? <RichText html={description} /> : null}
      <FeatureList heading={packageDetailMessages.amenities} items={stringListField(fields, 'amenities')} />
      <FeatureList heading={packageDetailMessages.roomTypes} items={stringListField(fields, 'roomTypes')} />
    </div>
  );
}
