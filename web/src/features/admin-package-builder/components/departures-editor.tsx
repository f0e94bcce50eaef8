import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Text, Toolbar, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CalendarAddRegular,
  DeleteRegular,
  HistoryRegular,
  MoneyRegular,
  ProhibitedRegular,
} from '@fluentui/react-icons';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { PACKAGE_DEPARTURES_ANCHOR } from '../../../lib/package-list-return.ts';
import { formatMessage } from '../../../lib/intl.ts';
import type { DraftErrors } from '../package-draft.ts';
import { appendRows, changeRowPrices, markRowsSoldOut, newDepartureRow, type DepartureRow } from '../departure-rows.ts';
import { departuresMessages as messages } from '../departures-messages.ts';
import { DeparturesGrid } from './departures-grid.tsx';
import { DepartureSeriesDialog } from './departure-series-dialog.tsx';
import { DeparturePriceDialog } from './departure-price-dialog.tsx';
import { DeparturesImportDialog } from './departures-import-dialog.tsx';
import { PriceHistoryDialog } from './price-history-dialog.tsx';

const useStyles = makeStyles({
  // Room above for the section's heading when the list's price links bring the page here.
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, scrollMarginTop: '96px' },
  toolbar: { flexWrap: 'wrap', paddingLeft: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
});

type OpenDialog = 'series' | 'price' | 'import' | 'history' | null;

export interface DeparturesEditorProps {
  rows: DepartureRow[];
  onChange: (rows: DepartureRow[]) => void;
  cities: ReadonlyArray<{ id: number; name: string }>;
  /** Problems under `departures` (`3.price`). */
  errors: DraftErrors;
  /** The stored package (export and history need one), null before the first save. */
  saved: { id: number; version: number } | null;
}

/** Saves a text as a file in the browser's downloads. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The builder's Departures section: the grid, its toolbar (add one or a series, change the price of the selection,
 * mark it sold out, remove it, import a CSV file into the grid, export the stored ones) and the price history. The
 * departures are part of the draft: saving the package saves them, imported ones included.
 */
export function DeparturesEditor({ rows, onChange, cities, errors, saved }: DeparturesEditorProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const names = new Map(cities.map((city) => [city.id, city.name]));
  const cityName = (id: number | null) => (id === null ? '—' : (names.get(id) ?? `#${id}`));
  const selection = rows.filter((row) => selected.has(row.id));
  const rootRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // The builder arrives after its read, once the router has scrolled to the top: an address at the departures lands here.
  useEffect(() => {
    if (hash === `#${PACKAGE_DEPARTURES_ANCHOR}`) rootRef.current?.scrollIntoView();
  }, [hash]);

  async function exportCsv() {
    if (!saved) return;
    const file = await apiFetch(catalogueRoutes.exportDepartures, { params: { id: saved.id } });
    download(file.csv, file.fileName);
  }

  return (
    <div ref={rootRef} id={PACKAGE_DEPARTURES_ANCHOR} className={styles.root}>
      <Toolbar aria-label={messages.section} className={styles.toolbar}>
        <ToolbarButton icon={<AddRegular />} onClick={() => onChange([...rows, newDepartureRow(rows.at(-1))])}>
          {messages.add}
        </ToolbarButton>
        <ToolbarButton icon={<CalendarAddRegular />} onClick={() => setDialog('series')} disabled={cities.length === 0}>
          {messages.addSeries}
        </ToolbarButton>
        <ToolbarButton icon={<MoneyRegular />} onClick={() => setDialog('price')} disabled={selection.length === 0}>
          {messages.changePrice}
        </ToolbarButton>
        <ToolbarButton
          icon={<ProhibitedRegular />}
          disabled={selection.length === 0}
          onClick={() => {
            onChange(markRowsSoldOut(rows, selected));
            notify('success', formatMessage(messages.markedSoldOut, { count: selection.length }));
          }}
        >
          {messages.markSoldOut}
        </ToolbarButton>
        <ToolbarButton
          icon={<DeleteRegular />}
          disabled={selection.length === 0}
          onClick={() => {
            onChange(rows.filter((row) => !selected.has(row.id)));
            setSelected(new Set());
          }}
        >
          {messages.remove}
        </ToolbarButton>
        <ToolbarButton icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>
          {messages.importCsv}
        </ToolbarButton>
        <ToolbarButton icon={<ArrowDownloadRegular />} disabled={!saved} title={saved ? undefined : messages.saveFirst} onClick={() => void exportCsv()}>
          {messages.exportCsv}
        </ToolbarButton>
        <ToolbarButton icon={<HistoryRegular />} disabled={!saved} title={saved ? undefined : messages.saveFirst} onClick={() => setDialog('history')}>
          {messages.priceHistory}
        </ToolbarButton>
        {selection.length > 0 && <Text>{formatMessage(messages.selected, { count: selection.length })}</Text>}
      </Toolbar>
      {rows.length === 0 ? (
        <Text className={styles.empty}>{messages.empty}</Text>
      ) : (
        <DeparturesGrid rows={rows} onChange={onChange} cities={cities} selected={selected} onSelect={setSelected} errors={errors} />
      )}

      {dialog === 'series' && (
        <DepartureSeriesDialog
          cities={cities}
          onClose={() => setDialog(null)}
          onAdd={(added) => {
            const result = appendRows(rows, added);
            onChange(result.rows);
            const addedCount = added.length - result.skipped;
            notify(
              'success',
              [
                formatMessage(messages.seriesAdded, { count: addedCount }),
                ...(result.skipped > 0 ? [formatMessage(messages.seriesSkipped, { count: result.skipped })] : []),
              ].join(' '),
            );
            setDialog(null);
          }}
        />
      )}
      {dialog === 'price' && (
        <DeparturePriceDialog
          rows={selection}
          cityName={cityName}
          onClose={() => setDialog(null)}
          onApply={(change) => {
            onChange(changeRowPrices(rows, selected, change));
            notify('success', formatMessage(messages.priceChanged, { count: selection.length }));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'import' && (
        <DeparturesImportDialog
          rows={rows}
          cities={cities}
          onClose={() => setDialog(null)}
          onImport={(result) => {
            setDialog(null);
            setSelected(new Set());
            onChange(result.rows);
            notify('success', formatMessage(messages.imported, { count: result.added + result.replaced, added: result.added, replaced: result.replaced }));
          }}
        />
      )}
      {dialog === 'history' && saved && <PriceHistoryDialog packageId={saved.id} cityName={(id) => cityName(id)} onClose={() => setDialog(null)} />}
    </div>
  );
}
