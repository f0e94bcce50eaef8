import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, TrophyRegular } from '@fluentui/react-icons';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { bestBetCreateInputSchema, type BestBetCreateInput, type BestBetView } from '@tdp/shared/schemas/best-bet';
import type { PackageCard } from '@tdp/shared/schemas/package';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDeleteDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { describeFieldRule, labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { numberFromInput } from '../../../components/admin-form/number-input.ts';
import { describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { FormDialog } from './form-dialog.tsx';
import { PackagePicker } from './package-picker.tsx';
import { PackageSummary } from './package-summary.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

interface BestBetDraft {
  package: PackageCard | null;
  label: string;
  blurb: string;
  sortOrder: string;
}

const labelOf = labelsFrom({
  packageId: messages.bestBetPackageLabel,
  label: messages.bestBetLabelLabel,
  blurb: messages.bestBetBlurbLabel,
  sortOrder: messages.sortOrderLabel,
});

function toInput(draft: BestBetDraft) {
  return { packageId: draft.package?.id, label: draft.label, blurb: draft.blurb, sortOrder: numberFromInput(draft.sortOrder) };
}

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalL },
  summary: { flexGrow: 1, flexBasis: '320px', minWidth: 0 },
  pitch: { flexGrow: 2, flexBasis: '280px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  blurb: { color: tokens.colorNeutralForeground2 },
  missing: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

function BestBetDialog({ bet, nextOrder, onClose }: { bet: BestBetView | null; nextOrder: number; onClose: () => void }) {
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { mutate } = useApi(asAdminRead(catalogueReadRoutes.listBestBets), { query: ADMIN_VIEW_QUERY });
  const form = useSchemaForm<BestBetDraft, BestBetCreateInput>({
    initial: bet
      ? { package: bet.package, label: bet.label, blurb: bet.blurb, sortOrder: String(bet.sortOrder) }
      : { package: null, label: '', blurb: '', sortOrder: String(nextOrder) },
    schema: bestBetCreateInputSchema,
    toInput,
    labelOf,
  });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { draft, errors } = form;

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      if (bet) await apiFetch(catalogueRoutes.updateBestBet, { params: { id: bet.id }, body: { ...body, version: bet.version } });
      else await apiFetch(catalogueRoutes.createBestBet, { body });
      notify('success', formatMessage(messages.saved, { name: draft.label.trim() }));
      await refreshReads([catalogueReadRoutes.listBestBets]);
      warning.allowNextNavigation();
      onClose();
    } catch (failure) {
      const described = describeSaveProblem(failure, messages.bestBetThing);
      if (described.kind === 'fields') form.showServerErrors(described.fields);
      setProblem(described);
      setSaving(false);
    }
  }

  // A missing package reads "must be a number" in the schema: say what the admin has to do instead.
  const packageError = errors.packageId && !draft.package ? describeFieldRule(messages.bestBetPackageLabel, 'is required') : errors.packageId;
  return (
    <>
      <FormDialog
        title={bet ? messages.editBestBetTitle : messages.newBestBetTitle}
        saving={saving}
        problem={problem}
        onReload={() => {
          void mutate();
          onClose();
        }}
        onSubmit={(event) => void save(event)}
        onCancel={onClose}
      >
        <PackagePicker
          label={messages.bestBetPackageLabel}
          required
          selected={draft.package}
          onChange={(picked) => form.set('package', picked)}
          validationMessage={packageError}
        />
        <Field
          label={messages.bestBetLabelLabel}
          hint={messages.bestBetLabelHint}
          required
          validationState={errors.label ? 'error' : 'none'}
          validationMessage={errors.label}
        >
          <Input value={draft.label} onChange={(_, data) => form.set('label', data.value)} />
        </Field>
        <Field
          label={messages.bestBetBlurbLabel}
          hint={messages.bestBetBlurbHint}
          validationState={errors.blurb ? 'error' : 'none'}
          validationMessage={errors.blurb}
        >
          <Textarea value={draft.blurb} resize="vertical" onChange={(_, data) => form.set('blurb', data.value)} />
        </Field>
        <Field
          label={messages.sortOrderLabel}
          hint={messages.sortOrderHint}
          required
          validationState={errors.sortOrder ? 'error' : 'none'}
          validationMessage={errors.sortOrder}
        >
          <Input type="number" min={0} step={1} value={draft.sortOrder} onChange={(_, data) => form.set('sortOrder', data.value)} />
        </Field>
      </FormDialog>
      {warning.dialog}
    </>
  );
}

/**
 * `/admin-dashboard/top-best-bets`: the packages the homepage pushes, each with a badge, a pitch and an
 * order; add and edit in a dialog (package picked with a search), delete after confirming.
 */
export function BestBetsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, isLoading, mutate } = useApi(asAdminRead(catalogueReadRoutes.listBestBets), { query: ADMIN_VIEW_QUERY });
  const [editing, setEditing] = useState<BestBetView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BestBetView | null>(null);
  const closeDialog = useCallback(() => setEditing(null), []);
  const bets = [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const nextOrder = bets.length === 0 ? 10 : Math.min(9999, bets.at(-1)!.sortOrder + 10);
  const nameOf = (bet: BestBetView) => formatMessage(messages.bestBetName, { label: bet.label, title: bet.package?.title ?? `#${bet.packageId}` });

  let content;
  if (error && !data) {
    content = <AdminLoadError error={error} thing={messages.bestBetsTitle.toLowerCase()} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <AdminLoading />;
  } else if (bets.length === 0) {
    content = (
      <AdminEmpty icon={<TrophyRegular />} title={messages.noBestBets}>
        <Text>{messages.noBestBetsHint}</Text>
      </AdminEmpty>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {bets.map((bet) => (
          <li key={bet.id}>
            <Card className={styles.card} role="group" aria-label={nameOf(bet)}>
              <div className={styles.summary}>
                <PackageSummary card={bet.package} emptyText={messages.packageMissing} />
              </div>
              <div className={styles.pitch}>
                <div className={styles.badges}>
                  <Badge appearance="filled" color="brand">
                    {bet.label}
                  </Badge>
                  <Badge appearance="outline" color="informative">
                    {formatMessage(messages.orderBadge, { order: bet.sortOrder })}
                  </Badge>
                </div>
                {bet.blurb && <Text className={styles.blurb}>{bet.blurb}</Text>}
              </div>
              <div className={styles.actions}>
                <Button appearance="subtle" icon={<EditRegular />} aria-label={formatMessage(messages.editItem, { name: nameOf(bet) })} onClick={() => setEditing(bet)}>
                  {messages.edit}
                </Button>
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name: nameOf(bet) })} onClick={() => setDeleting(bet)}>
                  {messages.delete}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminScreen
      title={messages.bestBetsTitle}
      description={messages.bestBetsDescription}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {messages.addBestBet}
        </Button>
      }
    >
      {content}
      {editing && <BestBetDialog bet={editing === 'new' ? null : editing} nextOrder={nextOrder} onClose={closeDialog} />}
      {deleting && (
        <ConfirmDeleteDialog
          thing={messages.bestBetThing}
          name={nameOf(deleting)}
          onDelete={async () => {
            await apiFetch(catalogueRoutes.deleteBestBet, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: nameOf(deleting) }));
            await refreshReads([catalogueReadRoutes.listBestBets]);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
