import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular } from '@fluentui/react-icons';
import { formatMessage } from '../../../../lib/intl.ts';
import { packageDetailMessages } from '../../messages.ts';
import { numberField, stringListField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  term: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

/** 'Layout 9', Overview: the summary, key facts (duration, supplier, hotel, meals) and highlights. */
export function OverviewLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
  const nights = numberField(fields, 'durationNights');
  const facts = [
    { label: packageDetailMessages.duration, value: nights === null ? '' : nights === 1 ? packageDetailMessages.oneNight : formatMessage(packageDetailMessages.nights, { count: nights }) },
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
                <CheckmarkCircle20Regular className={layout.positiveIcon} aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
