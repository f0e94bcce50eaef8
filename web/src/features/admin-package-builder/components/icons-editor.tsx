import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ICON_NAMES, type IconName } from '@tdp/shared/schemas/package';
import { PackageIcon } from '../../../components/package-card-icons.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { firstErrorAt, type DraftErrors, type IconLineDraft } from '../package-draft.ts';
import { builderMessages as messages } from '../messages.ts';

/** Most icon lines a card shows (the package schema's limit). */
const ICON_LINES_MAX = 8;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { minWidth: '170px' },
  option: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { flexGrow: 1, minWidth: '220px' },
});

/** The card's icon lines (icon + text), at most eight. */
export function IconsEditor({ value, onChange, errors }: { value: readonly IconLineDraft[]; onChange: (lines: IconLineDraft[]) => void; errors: DraftErrors }) {
  const styles = useStyles();
  const replace = (index: number, line: IconLineDraft) => onChange(value.map((entry, position) => (position === index ? line : entry)));
  return (
    <Field
      label={messages.iconsLabel}
      hint={messages.iconsHint}
      validationMessage={errors.icons_data ? `${messages.iconsLabel} ${errors.icons_data}.` : undefined}
    >
      <div>
        <ol className={styles.list}>
          {value.map((line, index) => {
            const number = index + 1;
            return (
              <li key={index} className={styles.row}>
                <Field className={styles.icon} validationMessage={errors[`icons_data.${index}.icon`]}>
                  <Dropdown
                    aria-label={formatMessage(messages.iconLabel, { number })}
                    placeholder={messages.iconPlaceholder}
                    value={line.icon}
                    selectedOptions={line.icon ? [line.icon] : []}
                    onOptionSelect={(_, data) => replace(index, { ...line, icon: (data.optionValue ?? '') as IconName | '' })}
                  >
                    {ICON_NAMES.map((name) => (
                      <Option key={name} value={name} text={name}>
                        <span className={styles.option}>
                          <PackageIcon name={name} />
                          {name}
                        </span>
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field className={styles.text} validationMessage={firstErrorAt(errors, `icons_data.${index}.text1`)}>
                  <Input
                    aria-label={formatMessage(messages.iconTextLabel, { number })}
                    value={line.text1}
                    maxLength={80}
                    onChange={(_, data) => replace(index, { ...line, text1: data.value })}
                  />
                </Field>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={formatMessage(messages.removeIconLine, { number })}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                />
              </li>
            );
          })}
        </ol>
        <Button
          icon={<AddRegular />}
          disabled={value.length >= ICON_LINES_MAX}
          onClick={() => onChange([...value, { icon: '', text1: '' }])}
          style={{ marginTop: tokens.spacingVerticalS }}
        >
          {messages.addIconLine}
        </Button>
      </div>
    </Field>
  );
}
