import { useEffect, type FormEvent } from 'react';
import { Badge, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';
import {
  AGENT_NOTES_BOOKING_CODE_MAX,
  AGENT_NOTES_COMMISSION_MAX,
  AGENT_NOTES_FILES_MAX,
  AGENT_NOTES_SELLING_NOTES_MAX,
  AGENT_NOTES_SUPPLIER_MAX,
  packageAgentNotesUpdateInputSchema,
  type PackageAgentNotes,
  type PackageAgentNotesUpdateInput,
} from '@tdp/shared/schemas/package-agent-notes';
import { AdminLoadError, AdminLoading } from '../../../components/admin-form/admin-screen.tsx';
import { DocumentListEditor, type DocumentDraft } from '../../../components/admin-form/document-list-editor.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useApi } from '../../../lib/use-api.ts';
import { agentNotesMessages as messages } from '../agent-notes-messages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** The notes as the form holds them: texts as typed, files as title and key. */
interface AgentNotesDraft {
  commissionNote: string;
  supplierName: string;
  bookingCode: string;
  sellingNotes: string;
  files: DocumentDraft[];
}

function draftOf(notes: PackageAgentNotes): AgentNotesDraft {
  return {
    commissionNote: notes.commissionNote,
    supplierName: notes.supplierName,
    bookingCode: notes.bookingCode,
    sellingNotes: notes.sellingNotes,
    files: notes.files.map((file) => ({ title: file.title, key: file.key })),
  };
}

const topLabelOf = labelsFrom({
  commissionNote: messages.commissionLabel,
  supplierName: messages.supplierLabel,
  bookingCode: messages.bookingCodeLabel,
  sellingNotes: messages.sellingNotesLabel,
  files: messages.filesField,
});

/** Names a field for its messages: a file's title and key by what they are ("File title is required."). */
function labelOf(path: string): string {
  if (/^files\.\d+\.title$/.test(path)) return messages.fileTitleField;
  if (/^files\.\d+\.key$/.test(path)) return messages.fileField;
  return topLabelOf(path);
}

/**
 * The builder's "Agent notes": the package's agent-only layer (commission, supplier, booking code, selling notes and
 * up to two files of the media library's Documents folder), read from and saved to
 * `/api/admin/packages/{id}/agent-notes` with one PUT of their own, at the version read (the Reload bar when someone
 * saved first). A package not saved yet has none: the section says to save it first. `onDirtyChange` tells the
 * builder whether the notes have unsaved changes, so leaving the page warns about them too.
 */
export function AgentNotesSection({ packageId, onDirtyChange }: { packageId: number | null; onDirtyChange: (dirty: boolean) => void }) {
  const styles = useStyles();
  const loaded = useApi(catalogueRoutes.getPackageAgentNotes, packageId === null ? null : { params: { id: packageId } }, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  if (packageId === null) return <p className={styles.muted}>{messages.saveFirst}</p>;
  if (loaded.error && !loaded.data) return <AdminLoadError error={loaded.error} thing={messages.thing} onRetry={() => void loaded.mutate()} />;
  if (!loaded.data) return <AdminLoading label={messages.loading} />;
  const notes = loaded.data.data;
  return (
    <AgentNotesForm
      key={notes.version}
      packageId={packageId}
      notes={notes}
      onSaved={(saved) => void loaded.mutate({ data: saved }, { revalidate: false })}
      onReload={() => void loaded.mutate()}
      onDirtyChange={onDirtyChange}
    />
  );
}

interface AgentNotesFormProps {
  packageId: number;
  notes: PackageAgentNotes;
  onSaved: (saved: PackageAgentNotes) => void;
  onReload: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function AgentNotesForm({ packageId, notes, onSaved, onReload, onDirtyChange }: AgentNotesFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const form = useSchemaForm<AgentNotesDraft, PackageAgentNotesUpdateInput>({
    initial: draftOf(notes),
    schema: packageAgentNotesUpdateInputSchema,
    toInput: (draft) => ({ ...draft, version: notes.version }),
    labelOf,
  });
  const { saving, problem, submit } = useAdminSave(form, messages.thing);
  const { draft, errors, isDirty } = form;

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const { data } = await apiFetch(catalogueRoutes.updatePackageAgentNotes, { params: { id: packageId }, body });
      notify('success', messages.saved);
      onSaved(data);
    });
  }

  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={messages.section}>
      <div className={styles.bar}>
        <Badge appearance="outline">{notes.version > 0 ? formatMessage(messages.versionBadge, { version: notes.version }) : messages.notSavedBadge}</Badge>
        {isDirty && (
          <Badge appearance="tint" color="warning">
            {messages.unsaved}
          </Badge>
        )}
      </div>
      {problem && <ProblemBar problem={problem} onReload={onReload} />}
      <Field label={messages.commissionLabel} hint={messages.commissionHint} {...state('commissionNote')}>
        <Textarea
          value={draft.commissionNote}
          maxLength={AGENT_NOTES_COMMISSION_MAX}
          rows={2}
          resize="vertical"
          onChange={(_, data) => form.set('commissionNote', data.value)}
        />
      </Field>
      <div className={styles.pair}>
        <Field label={messages.supplierLabel} {...state('supplierName')}>
          <Input value={draft.supplierName} maxLength={AGENT_NOTES_SUPPLIER_MAX} onChange={(_, data) => form.set('supplierName', data.value)} />
        </Field>
        <Field label={messages.bookingCodeLabel} {...state('bookingCode')}>
          <Input value={draft.bookingCode} maxLength={AGENT_NOTES_BOOKING_CODE_MAX} onChange={(_, data) => form.set('bookingCode', data.value)} />
        </Field>
      </div>
      <Field label={messages.sellingNotesLabel} hint={messages.sellingNotesHint} {...state('sellingNotes')}>
        <Textarea
          value={draft.sellingNotes}
          maxLength={AGENT_NOTES_SELLING_NOTES_MAX}
          rows={5}
          resize="vertical"
          onChange={(_, data) => form.set('sellingNotes', data.value)}
        />
      </Field>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{formatMessage(messages.filesLabel, { max: AGENT_NOTES_FILES_MAX })}</legend>
        <DocumentListEditor documents={draft.files} onChange={(files) => form.set('files', files)} errors={errors} path="files" max={AGENT_NOTES_FILES_MAX} />
      </fieldset>
      <AdminSaveBar saving={saving} label={messages.save} savingLabel={messages.saving} />
    </form>
  );
}
