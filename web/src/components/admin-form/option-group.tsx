import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXXS },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  options: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: `0 ${tokens.spacingHorizontalL}` },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/** Props of {@link OptionGroup}. */
export interface OptionGroupProps {
  legend: string;
  hint?: string;
  required?: boolean;
  /** What is wrong with the choice, shown under the options. */
  error?: string;
  /** Checkboxes, each with its own label. */
  children: ReactNode;
}

/**
 * A group of checkboxes with its legend, hint and error. Not a Fluent `Field`: a Field gives every control
 * inside it the same id, so each checkbox would be labelled by the first one.
 */
export function OptionGroup({ legend, hint, required = false, error, children }: OptionGroupProps) {
  const styles = useStyles();
  return (
    <fieldset className={styles.root} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </legend>
      {hint && <Text className={styles.hint}>{hint}</Text>}
      <div className={styles.options}>{children}</div>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
