import { useEffect, useId, useState } from 'react';
import { Combobox, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { formatMessage } from '../../../lib/intl.ts';
import { usePackageSearch } from '../api/search-packages.ts';
import { catalogueMessages as messages } from '../messages.ts';

/** Typing pauses this long before packages are searched. */
const SEARCH_DELAY_MS = 250;

/** A package as a picker returns it: its card (banner, title, price...). */
export type PickedPackage = PackageCard;

const useStyles = makeStyles({
  combobox: { width: '100%', minWidth: 0 },
  option: { display: 'flex', flexDirection: 'column' },
  optionMeta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Props of {@link PackagePicker}. */
export interface PackagePickerProps {
  label: string;
  selected: PickedPackage | null;
  onChange: (picked: PickedPackage | null) => void;
  required?: boolean;
  validationMessage?: string;
}

/**
 * A package search combobox (Top Picks, Top Best Bets): type words of the title or url, choose with the
 * keyboard or the mouse; the clear button empties the choice. Searches `GET /packages/admin-all` while open.
 */
export function PackagePicker({ label, selected, onChange, required, validationMessage }: PackagePickerProps) {
  const styles = useStyles();
  const [text, setText] = useState(selected?.title ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { packages, error, isLoading } = usePackageSearch(search, open);
  const statusId = useId();

  useEffect(() => {
    setText(selected?.title ?? '');
  }, [selected?.id, selected?.title]);

  useEffect(() => {
    // While the text shows the chosen package, list recent packages rather than that one only.
    const wanted = text === (selected?.title ?? '') ? '' : text;
    const timer = setTimeout(() => setSearch(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, selected?.title]);

  let status: string | null = null;
  if (error) status = messages.pickerFailed;
  else if (isLoading) status = messages.pickerSearching;
  else if (packages.length === 0) status = formatMessage(messages.pickerNoMatch, { text: search });

  return (
    <Field label={label} required={required} validationState={validationMessage ? 'error' : 'none'} validationMessage={validationMessage}>
      <Combobox
        className={styles.combobox}
        clearable
        placeholder={messages.pickerPlaceholder}
        value={text}
        selectedOptions={selected ? [String(selected.id)] : []}
        open={open}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (!data.open) setText(selected?.title ?? '');
        }}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(event, data) => {
          if (data.selectedOptions.length === 0) {
            // Typing over the chosen title is a new search, not a removal; the clear button removes it.
            if (event.type !== 'change' && event.type !== 'input') onChange(null);
            return;
          }
          const row = packages.find((candidate) => String(candidate.id) === data.optionValue);
          if (!row) return;
          onChange(row);
          setText(row.title);
          setOpen(false);
        }}
        aria-describedby={status ? statusId : undefined}
      >
        {packages.map((row) => (
          <Option key={row.id} value={String(row.id)} text={row.title}>
            <span className={styles.option}>
              <span>{row.title}</span>
              <span className={styles.optionMeta}>
                /deals/{row.package_url} · {row.status}
              </span>
            </span>
          </Option>
        ))}
        {status && (
          <Option key="status" value="" text={status} disabled>
            <Text id={statusId}>{status}</Text>
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
