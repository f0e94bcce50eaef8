import { CheckmarkCircleIcon, DismissCircleIcon } from '../../ui/icons.tsx';
import { packageDetailMessages } from '../package-detail-messages.ts';
import { stringListField, textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';
import styles from './inclusions-layout.module.css';

/** 'Layout 3', Inclusions and exclusions: what the price covers, what it does not, and notes. */
export function InclusionsLayout({ fields }: LayoutProps) {
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
                <CheckmarkCircleIcon className={layout.positiveIcon} />
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
                  <DismissCircleIcon className={layout.negativeIcon} />
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
