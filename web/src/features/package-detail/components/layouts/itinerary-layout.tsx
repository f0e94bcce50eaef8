import { makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../../lib/intl.ts';
import { packageDetailMessages } from '../../messages.ts';
import { daysField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  days: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  day: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    paddingBottom: tokens.spacingVerticalL,
  },
  badge: {
    alignSelf: 'start',
    textAlign: 'center',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** 'Layout 1', Itinerary: an introduction and the trip day by day. */
export function ItineraryLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
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
