import { Combobox, Field, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage } from '../../../lib/intl.ts';
import { builderMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  combobox: { maxWidth: '420px' },
});

/** Props of {@link ChoiceListField}. */
export interface ChoiceListFieldProps {
  label: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Several choices among named items (travel styles, departure cities): a multi-select list and the chosen ones as tags. */
export function ChoiceListField({ label, choices, value, onChange, error }: ChoiceListFieldProps) {
  const styles = useStyles();
  const nameOf = (id: number) => choices.find((choice) => choice.id === id)?.name ?? `#${id}`;
  return (
    <Field label={label} validationMessage={error}>
      <div className={styles.root}>
        <Combobox
          className={styles.combobox}
          multiselect
          placeholder={messages.chooseSome}
          selectedOptions={value.map(String)}
          value=""
          onOptionSelect={(_, data) => onChange(data.selectedOptions.map(Number))}
          aria-label={label}
        >
          {choices.map((choice) => (
            <Option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </Option>
          ))}
        </Combobox>
        {value.length > 0 && (
          <TagGroup aria-label={label} onDismiss={(_, data) => onChange(value.filter((id) => String(id) !== data.value))}>
            {value.map((id) => (
              <Tag key={id} value={String(id)} size="small" shape="circular" dismissible dismissIcon={{ 'aria-label': formatMessage(messages.removeDestination, { name: nameOf(id) }) }}>
                {nameOf(id)}
              </Tag>
            ))}
          </TagGroup>
        )}
      </div>
    </Field>
  );
}
