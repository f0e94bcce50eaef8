import { Combobox, Field, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { formatMessage, LOCALE } from '../../../lib/intl.ts';
import { builderMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  combobox: { maxWidth: '420px' },
  // A long list (thirty travel styles) scrolls inside its popup instead of running past the window's edge.
  listbox: { maxHeight: '320px', overflowY: 'auto' },
});

const byName = new Intl.Collator(LOCALE, { sensitivity: 'base', numeric: true });

/** Props of {@link ChoiceListField}. */
export interface ChoiceListFieldProps {
  label: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Several choices among named items (travel styles, departure cities): a multi-select list in alphabetical order and the chosen ones as tags. */
export function ChoiceListField({ label, choices, value, onChange, error }: ChoiceListFieldProps) {
  const styles = useStyles();
  const nameOf = (id: number) => choices.find((choice) => choice.id === id)?.name ?? `#${id}`;
  const sorted = [...choices].sort((a, b) => byName.compare(a.name, b.name));
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
          // Opens where it fits (above the field near the window's bottom) and never taller than the room there.
          positioning={{ autoSize: 'height', fallbackPositions: ['above'] }}
          listbox={{ className: styles.listbox }}
        >
          {sorted.map((choice) => (
            <Option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </Option>
          ))}
        </Combobox>
        {value.length > 0 && (
          <TagGroup aria-label={label} onDismiss={(_, data) => onChange(value.filter((id) => String(id) !== data.value))}>
            {value.map((id) => (
              <Tag
                key={id}
                value={String(id)}
                size="small"
                shape="circular"
                dismissible
                dismissIcon={{ 'aria-label': formatMessage(messages.removeDestination, { name: nameOf(id) }) }}
              >
                {nameOf(id)}
              </Tag>
            ))}
          </TagGroup>
        )}
      </div>
    </Field>
  );
}
