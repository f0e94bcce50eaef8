import { CheckmarkCircleIcon } from '../../ui/icons.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { packageDetailMessages } from '../package-detail-messages.ts';
import { numberField, stringListField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './overview-layout.module.css';

/** 'Layout 9', Overview: the summary, key facts (duration, supplier, hotel, meals) and highlights. */
export function OverviewLayout({ fields }: LayoutProps) {
  const nights = numberField(fields, 'durationNights');
  const facts = [
    {
      label: packageDetailMessages.duration,
      value: nights === null ? '' : nights === 1 ? packageDetailMessages.oneNight : formatMessage(packageDetailMessages.nights, { count: nights }),
    },
    { label: packageDetailMessages.supplier, value: textField(fields, 'supplier') },
    { label: packageDetailMessages.hotel, value: textField(fields, 'hotelName') },
    { label: packageDetailMessages.mealPlan, value: textField(fields, 'mealPlan') },
  ].filter((fact) => fact.value !== '');
  const highlights = stringListField(fields, 'highlights');
  return (
    <div className={layout.stack}>
      <p className={layout.paragraph}>{textField(fields, 'summary')}</p>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className={styles.term}>{fact.label}</dt>
              <dd className={styles.definition}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {highlights.length > 0 ? (
        <>
          <h3 className={layout.subheading}>{packageDetailMessages.highlights}</h3>
          <ul className={layout.iconList}>
            {highlights.map((highlight) => (
              <li key={highlight} className={layout.iconItem}>
                <CheckmarkCircleIcon className={layout.positiveIcon} />
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
