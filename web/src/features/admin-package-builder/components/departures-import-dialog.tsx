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
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import { importProblemsOf, type DepartureImportMode, type DepartureImportProblem } from '@tdp/shared/departures/departure-csv';
import type { Package } from '@tdp/shared/schemas/package';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: tokens.spacingVerticalXXS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` } },
});

/**
 * "Import CSV": the file is sent as it is and the server checks every row. When any row is refused nothing is
 * applied, and the report lists each refused row (line, column, reason) here.
 */
export function DeparturesImportDialog({ packageId, version, onImported, onClose }: { packageId: number; version: number; onImported: (pkg: Package) => void; onClose: () => void }) {
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<DepartureImportMode>('merge');
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<{ message: string; problems: DepartureImportProblem[] } | null>(null);

  async function send() {
    if (!file) return;
    setSending(true);
    setReport(null);
    try {
      const pkg = await apiFetch(catalogueRoutes.importDepartures, { params: { id: packageId }, body: { csv: await file.text(), mode, version } });
      onImported(pkg);
    } catch (error) {
      if (error instanceof ApiError) setReport({ message: error.message, problems: importProblemsOf(error.fields) });
      else setReport({ message: error instanceof Error ? error.message : String(error), problems: [] });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{messages.importTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{messages.importHint}</Text>
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
            <Button appearance="primary" disabled={!file || sending} onClick={() => void send()}>
              {sending ? messages.importing : messages.importSend}
            </Button>
            <Button onClick={onClose}>{messages.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
