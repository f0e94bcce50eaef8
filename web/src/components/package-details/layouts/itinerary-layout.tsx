import { formatMessage } from '../../../lib/intl.ts';
import { packageDetailMessages } from '../package-detail-messages.ts';
import { daysField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './itinerary-layout.module.css';

/** 'Layout 1', Itinerary: an introduction and the trip day by day. */
export function ItineraryLayout({ fields }: LayoutProps) {
  const intro = textField(fields, 'intro');
  return (
    <div className={layout.stack}>
      {intro ? <p className={layout.paragraph}>{intro}</p> : null}
      <ol className={styles.days}>
        {daysField(fields, 'days').map((day) => (
          <li key={day.day} className={styles.day}>
            <span className={styles.badge}>{formatMessage(packageDetailMessages.day, { day: day.day })}</span>
            <div className={styles.text}>
              <h3 className={layout.subheading}>{day.title}</h3>
              {day.description ? <p className={layout.muted}>{day.description}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
