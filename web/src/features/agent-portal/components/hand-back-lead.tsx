import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { leadsRoutes } from '@tdp/shared/api/routes/leads-routes';
import { LEAD_ROUTING_LIMITS, leadHandBackInputSchema } from '@tdp/shared/schemas/lead-routing';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { myLeadsMessages as messages } from '../my-leads-messages.ts';

/**
 * "Hand back": the agent gives a lead back to the agency desk, saying why (docs/decisions/lead-routing.md). The lead
 * leaves their list, so the page goes back to My leads once it is done.
 */
export function HandBackLead({ lead }: { lead: { id: string; version: number } }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function handBack() {
    setProblem(null);
    const parsed = leadHandBackInputSchema.safeParse({ version: lead.version, reason });
    if (!parsed.success) {
      setError(`${messages.handBackReason} ${parsed.error.issues[0]!.message}.`);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await apiFetch(leadsRoutes.handBackPortalLead, { params: { id: lead.id }, body: parsed.data });
      notify('success', messages.handedBack);
      await refreshReads([leadsRoutes.listPortalLeads]);
      navigate(PORTAL_PATHS.myLeads);
    } catch (failure) {
      const described = describeSaveProblem(failure, messages.leadThing);
      if (described.kind === 'fields' && described.fields.reason) setError(`${messages.handBackReason} ${described.fields.reason}.`);
      setProblem(described);
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !busy && setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="secondary" icon={<ArrowUndo20Regular />}>
          {messages.handBack}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void handBack();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{messages.handBackTitle}</DialogTitle>
            <DialogContent>
              <p>{messages.handBackExplained}</p>
              <Field label={messages.handBackReason} required validationState={error ? 'error' : 'none'} validationMessage={error}>
                <Textarea value={reason} rows={3} resize="vertical" maxLength={LEAD_ROUTING_LIMITS.reason} onChange={(_, data) => setReason(data.value)} />
              </Field>
              {problem && problem.kind !== 'fields' ? <ProblemBar problem={problem} /> : null}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary" disabled={busy}>
                  {messages.cancel}
                </Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit" disabledFocusable={busy}>
                {busy ? messages.handingBack : messages.handBackConfirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
