import { Button, Dropdown, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { AGENCY_TIME_ZONE } from '@tdp/shared/constants';
import { formatDateRanges } from '@tdp/shared/deals/date-range-display';
import { isoDateInTimeZone } from '@tdp/shared/schemas/common-fields';
import { DATE_RANGE_TYPES, type DateRange, type DateRangeType } from '@tdp/shared/schemas/date-range';
import { formatMessage, LOCALE } from '../../../lib/intl.ts';
import { firstErrorAt, type DraftErrors } from '../package-draft.ts';
import { builderMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  display: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  type: { minWidth: '160px' },
  date: { width: '170px' },
  empty: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, flexBasis: '100%' },
});

let created = 0;

/** An id for a new date entry, unique within the package (the schema asks for one). */
function newDateId(): string {
  created += 1;
  return `d-${Date.now().toString(36)}-${created}`;
}

function today(): string {
  return isoDateInTimeZone(new Date(), AGENCY_TIME_ZONE);
}

/**
 * An entry after a change, kept within the schema's shape: a specific date ends when it starts, and an
 * "until" entry starts today (or on its end when that is already past), since only its end is shown.
 */
function normalised(range: DateRange): DateRange {
  if (range.type === 'specific') return { ...range, end: range.start };
  if (range.type === 'until') {
    const start = range.end !== '' && range.end < today() ? range.end : today();
    return { ...range, start };
  }
  return range;
}

/** Props of {@link DateRangesEditor}. */
export interface DateRangesEditorProps {
  value: readonly DateRange[];
  onChange: (ranges: DateRange[]) => void;
  errors: DraftErrors;
}

/**
 * The package's travel dates: specific dates, ranges and "valid until" entries, shown live above them as the
 * package card shows them (`Jan 5, 12, 2027, Feb 2 - Feb 9, 2027 or Valid Until Mar 31, 2027`).
 */
export function DateRangesEditor({ value, onChange, errors }: DateRangesEditorProps) {
  const styles = useStyles();
  const shown = formatDateRanges(value, LOCALE);
  const replace = (index: number, range: DateRange) => onChange(value.map((entry, position) => (position === index ? normalised(range) : entry)));
  const ownError = errors.dateRanges;

  return (
    <Field label={messages.datesLabel} hint={messages.datesHint} validationMessage={ownError ? `${messages.datesLabel} ${ownError}.` : undefined}>
      <div className={styles.root}>
        {shown ? (
          <output className={styles.display} aria-live="polite">
            {shown}
          </output>
        ) : (
          <Text className={styles.empty}>{messages.datesEmpty}</Text>
        )}
        <ol className={styles.list}>
          {value.map((range, index) => {
            const number = index + 1;
            const problem = firstErrorAt(errors, `dateRanges.${index}`);
            return (
              <li key={range.id} className={styles.row}>
                {/* A Field of its own: inside the list's Field, a bare control would take the list's id (one id for every row). */}
                <Field>
                  <Dropdown
                    className={styles.type}
                    aria-label={formatMessage(messages.dateTypeLabel, { number })}
                    value={messages.dateTypes[range.type]}
                    selectedOptions={[range.type]}
                    onOptionSelect={(_, data) => replace(index, { ...range, type: data.optionValue as DateRangeType })}
                  >
                    {DATE_RANGE_TYPES.map((type) => (
                      <Option key={type} value={type}>
                        {messages.dateTypes[type]}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                {range.type !== 'until' && (
                  <Field label={range.type === 'specific' ? messages.dateLabel : messages.fromLabel}>
                    <Input className={styles.date} type="date" value={range.start} onChange={(_, data) => replace(index, { ...range, start: data.value })} />
                  </Field>
                )}
                {range.type !== 'specific' && (
                  <Field label={range.type === 'until' ? messages.untilLabel : messages.toLabel}>
                    <Input className={styles.date} type="date" value={range.end} onChange={(_, data) => replace(index, { ...range, end: data.value })} />
                  </Field>
                )}
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={formatMessage(messages.removeDate, { number })}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                />
                {problem && (
                  <span className={styles.error} role="alert">
                    {`${formatMessage(messages.dateTypeLabel, { number })}: ${problem}.`}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <Button
          icon={<AddRegular />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...value, { id: newDateId(), type: 'specific', start: '', end: '' }])}
        >
          {messages.addDate}
        </Button>
      </div>
    </Field>
  );
}
