import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, DismissCircle20Regular } from '@fluentui/react-icons';
import { packageDetailMessages } from '../../messages.ts';
import { stringListField, textField, type LayoutProps } from './layout-fields.ts';
import { useLayoutStyles } from './layout-styles.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalXXL },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** 'Layout 3', Inclusions and exclusions: what the price covers, what it does not, and notes. */
export function InclusionsLayout({ fields }: LayoutProps) {
  const layout = useLayoutStyles();
  const styles = useStyles();
  const inclusions = stringListField(fields, 'inclusions');
  const exclusions = stringListField(fields, 'exclusions');
  const notes = textField(fields, 'notes');
  return (
    <div className={layout.stack}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <h3 className={layout.subheading}>{packageDetailMessages.included}</h3>
          <ul className={layout.iconList}>
            {inclusions.map((item) => (
              <li key={item} className={layout.iconItem}>
                <CheckmarkCircle20Regular className={layout.positiveIcon} aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {exclusions.length > 0 ? (
          <div className={styles.column}>
            <h3 className={layout.subheading}>{packageDetailMessages.notIncluded}</h3>
            <ul className={layout.iconList}>
              {exclusions.map((item) => (
                <li key={item} className={layout.iconItem}>
                  <DismissCircle20Regular className={layout.negativeIcon} aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {notes ? (
        <>
          <h3 className={layout.subheading}>{packageDetailMessages.notes}</h3>
          <p className={layout.muted}>{notes}</p>
        </>
      ) : null}
    </div>
  );
}
