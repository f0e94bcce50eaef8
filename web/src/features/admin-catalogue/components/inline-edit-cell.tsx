import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Button, Field, Input, Select, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarArrowRightRegular, CheckmarkRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { cadAmountSchema, PACKAGE_STATUSES, type PackageAdminRow, type PackageStatus } from '@tdp/shared/schemas/package';
import { describeFieldRule } from '../../../components/admin-form/field-errors.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { packageDeparturesPath } from '../../../lib/package-list-return.ts';
import { formatMessage, formatPrice } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';
import type { InlineChange, InlineEditColumn } from '../package-changes.ts';

const useStyles = makeStyles({
  display: {
    justifyContent: 'space-between',
    minWidth: '100px',
    fontWeight: tokens.fontWeightRegular,
    '& .edit-hint': { opacity: 0 },
    ':hover .edit-hint, :focus-visible .edit-hint': { opacity: 1 },
  },
  // The editor stays inside its cell: the input takes the cell's width and Save and Cancel go under it, so nothing lies
  // over the next column (a click on a ✓ drawn over "Valid until" reached that cell, and an error covered the tax).
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS, width: '100%', minWidth: 0 },
  field: { flexBasis: '100%', minWidth: 0 },
  control: { width: '100%', minWidth: 0 },
});

/** The label of a column in messages ("price"). */
export function columnName(column: InlineEditColumn): string {
  const names: Record<InlineEditColumn, string> = { price: messages.columnPrice, tax: messages.columnTax, status: messages.columnStatus };
  return names[column];
}

/** A row's status as an admin reads it: draft, published, or published but past its last valid day. */
export function rowStatusLabel(
  row: Pick<PackageAdminRow, 'status' | 'validUntil'>,
  today: string,
): { label: string; color: 'informative' | 'success' | 'warning' } {
  if (row.status === 'draft') return { label: messages.statusDraft, color: 'informative' };
  if (row.validUntil !== null && row.validUntil < today) return { label: messages.statusExpired, color: 'warning' };
  return { label: messages.statusPublished, color: 'success' };
}

/**
 * A price or tax cell of a package priced by its departures: the day's amount, not edited in place (the server refuses
 * a typed one), linking to the departures that set it in the package builder.
 */
export function DerivedAmountCell({ row, column, state }: { row: PackageAdminRow; column: 'price' | 'tax'; state: unknown }) {
  const styles = useStyles();
  const value = formatPrice(row[column], { exact: true });
  return (
    <Tooltip content={messages.derivedCellHint} relationship="description">
      <LinkButton
        to={packageDeparturesPath(row.id)}
        state={state}
        appearance="subtle"
        className={styles.display}
        icon={<CalendarArrowRightRegular />}
        aria-label={formatMessage(messages.derivedCell, { value, column: columnName(column).toLowerCase(), name: row.title })}
      >
        {value}
      </LinkButton>
    </Tooltip>
  );
}

/** Props of {@link InlineEditCell}. */
export interface InlineEditCellProps {
  row: PackageAdminRow;
  column: InlineEditColumn;
  /** This cell is the list's `editingCell`. */
  editing: boolean;
  today: string;
  onStartEditing: () => void;
  onStopEditing: () => void;
  /** Saves the change; resolves with a field message to show under the input, or null when saved. */
  onSave: (change: InlineChange) => Promise<string | null>;
}

/**
 * A price, tax or status cell of the admin package list: shows the value as a button; activated, it
 * becomes an input (Enter saves, Escape cancels) checked with the shared schema before it is sent.
 */
export function InlineEditCell({ row, column, editing, today, onStartEditing, onStopEditing, onSave }: InlineEditCellProps) {
  const styles = useStyles();
  const displayRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const name = columnName(column);
  const names = { column: name.toLowerCase(), name: row.title };

  useEffect(() => {
    // Back on the value after an edit, so keyboard users carry on from where they were.
    if (!editing && refocus) {
      displayRef.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);

  function start() {
    setText(column === 'status' ? row.status : String(row[column]));
    setError(null);
    onStartEditing();
  }

  function stop() {
    setRefocus(true);
    onStopEditing();
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    let change: InlineChange;
    if (column === 'status') {
      change = { status: text as PackageStatus };
    } else {
      const parsed = cadAmountSchema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
      if (!parsed.success) {
        setError(describeFieldRule(name, parsed.error.issues[0]!.message));
        return;
      }
      change = { [column]: parsed.data };
    }
    if (change[column] === row[column]) {
      stop();
      return;
    }
    setSaving(true);
    const problem = await onSave(change);
    setSaving(false);
    if (problem) setError(problem);
    else setRefocus(true);
  }

  function keys(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  }

  if (!editing) {
    let value: ReactNode;
    let valueText: string;
    if (column === 'status') {
      const status = rowStatusLabel(row, today);
      valueText = status.label;
      value = (
        <Badge appearance="tint" color={status.color}>
          {status.label}
        </Badge>
      );
    } else {
      valueText = formatPrice(row[column], { exact: true });
      value = valueText;
    }
    return (
      <Button
        ref={displayRef}
        appearance="subtle"
        className={styles.display}
        icon={<EditRegular className="edit-hint" />}
        iconPosition="after"
        // Starts with the visible value, so speech users can say what they see (WCAG 2.5.3).
        aria-label={formatMessage(messages.editCell, { ...names, value: valueText })}
        onClick={start}
      >
        {value}
      </Button>
    );
  }

  const label = formatMessage(messages.cellInput, { column: name, name: row.title });
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate onKeyDown={keys}>
      <Field className={styles.field} validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined} size="small">
        {column === 'status' ? (
          <Select className={styles.control} autoFocus aria-label={label} value={text} onChange={(_, data) => setText(data.value)}>
            {PACKAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'draft' ? messages.statusDraft : messages.statusPublished}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            className={styles.control}
            autoFocus
            aria-label={label}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={text}
            onChange={(_, data) => {
              setText(data.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <Button
        type="submit"
        size="small"
        appearance="primary"
        disabledFocusable={saving}
        icon={saving ? <Spinner size="extra-tiny" appearance="inverted" /> : <CheckmarkRegular />}
        aria-label={formatMessage(messages.saveCell, names)}
        title={formatMessage(messages.saveCell, names)}
      />
      <Button
        size="small"
        appearance="subtle"
        disabled={saving}
        icon={<DismissRegular />}
        aria-label={formatMessage(messages.cancelCell, names)}
        title={formatMessage(messages.cancelCell, names)}
        onClick={stop}
      />
    </form>
  );
}
