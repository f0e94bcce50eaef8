import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DEPARTURES_PER_PACKAGE_MAX } from '@tdp/shared/departures/departure';
import {
  DEPARTURE_CSV_MAX_CHARS,
  importRefusalMessage,
  readDepartureCsv,
  type DepartureImportMode,
  type DepartureImportProblem,
} from '@tdp/shared/departures/departure-csv';
import { formatMessage } from '../../../lib/intl.ts';
import { importRows, newDepartureId, type DepartureRow, type ImportedRows } from '../departure-rows.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': { textAlign: 'left', padding: tokens.spacingVerticalXXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
});

/** Why a whole file is refused before its rows are read. */
function fileProblem(message: string): { message: string; problems: DepartureImportProblem[] } {
  const problems = [{ line: null, field: 'file', message }];
  return { message: importRefusalMessage(problems), problems };
}

/**
 * "Import CSV": the file is read here, in the browser, by the same rules as the server's import
 * (`POST /packages/{id}/departures/import`): every row is checked and, when any is refused, nothing is applied and
 * the report lists each refused row (line, column, reason). A good file goes into the grid's departures, so a new
 * package can be filled from a file too; they are saved with the package, like any change in the grid.
 */
export function DeparturesImportDialog({
  rows,
  cities,
  onImport,
  onClose,
}: {
  rows: readonly DepartureRow[];
  cities: ReadonlyArray<{ id: number; name: string }>;
  onImport: (result: ImportedRows) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<DepartureImportMode>('merge');
  const [reading, setReading] = useState(false);
  const [report, setReport] = useState<{ message: string; problems: DepartureImportProblem[] } | null>(null);

  async function read() {
    if (!file) return;
    setReading(true);
    setReport(null);
    try {
      const text = await file.text();
      if (text.length > DEPARTURE_CSV_MAX_CHARS) {
        setReport(
          fileProblem(
            `is ${text.length.toLocaleString('en-CA')} characters long; a departures file holds at most ${DEPARTURE_CSV_MAX_CHARS.toLocaleString('en-CA')}`,
          ),
        );
        return;
      }
      const csv = readDepartureCsv(
        text,
        cities.map((city) => ({ id: city.id, city_name: city.name })),
        newDepartureId,
      );
      if (!csv.ok) {
        setReport({ message: importRefusalMessage(csv.problems), problems: csv.problems });
        return;
      }
      const result = importRows(rows, csv.departures, mode);
      if (result.rows.length > DEPARTURES_PER_PACKAGE_MAX) {
        setReport(fileProblem(`would bring the package to ${result.rows.length} departures; a package holds at most ${DEPARTURES_PER_PACKAGE_MAX}`));
        return;
      }
      onImport(result);
    } catch (error) {
      setReport({ message: formatMessage(messages.importUnreadable, { reason: error instanceof Error ? error.message : String(error) }), problems: [] });
    } finally {
      setReading(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.importTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{messages.importHint}</Text>
            <Text>{messages.importIntoGrid}</Text>
            <Field label={messages.importFile}>
              <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </Field>
            <Field label={messages.importMode}>
              <RadioGroup value={mode} onChange={(_, data) => setMode(data.value as DepartureImportMode)}>
                <Radio value="merge" label={messages.importMerge} />
                <Radio value="replace" label={messages.importReplace} />
              </RadioGroup>
            </Field>
            {report && (
              <MessageBar intent="error" layout="multiline" role="alert">
                <MessageBarBody>
                  <MessageBarTitle>{messages.reportTitle}</MessageBarTitle>
                  {report.message}
                </MessageBarBody>
              </MessageBar>
            )}
            {report && report.problems.length > 0 && (
              <table className={styles.report} aria-label={messages.reportTitle}>
                <thead>
                  <tr>
                    <th scope="col">{messages.reportLine}</th>
                    <th scope="col">{messages.reportField}</th>
                    <th scope="col">{messages.reportReason}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((problem) => (
                    <tr key={`${problem.line}:${problem.field}`}>
                      <td>{problem.line ?? messages.reportWholeFile}</td>
                      <td>{problem.line === null ? '' : problem.field}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!file || reading} onClick={() => void read()}>
              {reading ? messages.importing : messages.importSend}
            </Button>
            <Button onClick={onClose}>{messages.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
