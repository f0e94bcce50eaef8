import { CheckmarkCircleIcon, StarFilledIcon, StarHalfFilledIcon, StarIcon } from '../../ui/icons.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { ResponsivePicture } from '../../responsive-picture.tsx';
import { packageDetailMessages } from '../package-detail-messages.ts';
import { RichText } from './rich-text.tsx';
import { numberField, stringListField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './hotel-layout.module.css';

/** Stars for a rating from 1 to 5 in halves, read out as "4.5 out of 5 stars". */
function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={formatMessage(packageDetailMessages.starRating, { rating: rounded })}>
      {[1, 2, 3, 4, 5].map((position) =>
        rounded >= position ? (
          <StarFilledIcon key={position} />
        ) : rounded >= position - 0.5 ? (
          <StarHalfFilledIcon key={position} />
        ) : (
          <StarIcon key={position} />
        ),
      )}
    </span>
  );
}

function FeatureList({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={layout.subheading}>{heading}</h3>
      <ul className={`${layout.iconList} ${layout.twoColumns}`}>
        {items.map((item) => (
          <li key={item} className={layout.iconItem}>
            <CheckmarkCircleIcon className={layout.positiveIcon} />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Layout 2', Hotel: name and stars, a photo, the description, amenities and room types. */
export function HotelLayout({ fields }: LayoutProps) {
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
        <ResponsivePicture className={styles.image} reference={image} alt={name} width={1200} height={500} sizes="(min-width: 960px) 780px, 100vw" />
      ) : null}
      {description ? <RichText html={description} /> : null}
      <FeatureList heading={packageDetailMessages.amenities} items={stringListField(fields, 'amenities')} />
      <FeatureList heading={packageDetailMessages.roomTypes} items={stringListField(fields, 'roomTypes')} />
    </div>
  );
}
