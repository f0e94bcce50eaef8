import { useState } from 'react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { attachmentFileName } from '@tdp/shared/schemas/application-attachment';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { adminLeadsMessages as messages } from '../messages.ts';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The applicant's résumé or certificate: a button that asks the API for a short-lived download address and
 * sends the browser there (the bucket answers it as an attachment, so the admin stays on this page).
 */
export function LeadAttachmentDownload({ leadId, attachmentKey }: { leadId: string; attachmentKey: string }) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileName = attachmentFileName(attachmentKey);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const link = (await apiFetch(leadsRoutes.getLeadAttachment, { params: { id: leadId } })).data;
      window.location.assign(link.url);
    } catch (error) {
      setProblem(formatMessage(messages.attachmentFailed, { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.box}>
      <Button icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void download()}>
        {formatMessage(messages.downloadAttachment, { file: fileName })}
      </Button>
      {problem ? (
        <Text role="alert" className={styles.problem}>
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
