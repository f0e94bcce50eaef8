import { useState, type FormEvent } from 'react';
import { Card, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { MEDIA_ROOT_FOLDERS } from '@tdp/shared/schemas/media';
import { adminAccountCreateInputSchema, adminAccountParamsSchema, type AccountStatus, type AdminAccount, type AdminAccountCreateInput } from '@tdp/shared/schemas/people';
import { AdminItemPending, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { MediaFileInput } from '../../../components/admin-form/media-file-field.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { FIX_FIELDS_PROBLEM, describeSaveProblem, type SaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { ADMIN_PATHS, ADMIN_READS, invitationNotice } from '../people-paths.ts';
import { InvitationPendingBar } from './invitation-pending-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';

/** Profile pictures are images of the media library; they are browsed from its images folder. */
const PICTURE_ROOT = MEDIA_ROOT_FOLDERS[0];

interface AdminDraft {
  name: string;
  username: string;
  email: string;
  position: string;
  profile_picture: string;
  status: AccountStatus;
}

const labelOf = labelsFrom({
  name: messages.nameLabel,
  username: messages.usernameLabel,
  email: messages.emailLabel,
  position: messages.positionLabel,
  profile_picture: messages.pictureLabel,
  status: messages.statusLabel,
});

const toInput = (draft: AdminDraft) => ({ ...draft, profile_picture: draft.profile_picture.trim() === '' ? null : draft.profile_picture });

function draftOf(admin: AdminAccount | null): AdminDraft {
  return admin
    ? { name: admin.name, username: admin.username, email: admin.email, position: admin.position, profile_picture: admin.profile_picture ?? '', status: admin.status }
    : { name: '', username: '', email: '', position: '', profile_picture: '', status: 'active' };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

function AdminEditor({ admin, onReload }: { admin: AdminAccount | null; onReload: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const form = useSchemaForm<AdminDraft, AdminAccountCreateInput>({ initial: draftOf(admin), schema: adminAccountCreateInputSchema, toInput, labelOf });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
  const { draft, errors } = form;
  const title = admin ? messages.editAdminTitle : messages.newAdminTitle;

  async function send(body: AdminAccountCreateInput): Promise<void> {
    setSaving(true);
    try {
      if (admin) {
        const answer = await apiFetch(peopleRoutes.updateAdminAccount, { params: { id: admin.id }, body: { ...body, version: admin.version } });
        notify('success', formatMessage(messages.saved, { name: answer.data.name }));
      } else {
        const answer = await apiFetch(peopleRoutes.createAdminAccount, { body });
        notify('success', formatMessage(messages.created, { name: answer.data.name }));
        if (answer.invitation) {
          const notice = invitationNotice(answer.invitation);
          notify(notice.intent, notice.message);
        }
      }
      await refreshReads(ADMIN_READS);
      warning.allowNextNavigation();
      await navigate(ADMIN_PATHS.list);
    } catch (failure) {
      const described = describeSaveProblem(failure, messages.adminThing);
      if (described.kind === 'fields') form.showServerErrors(described.fields);
      setProblem(described);
      setSaving(false);
      throw failure;
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const body = form.validate();
    if (!body) {
      setProblem(FIX_FIELDS_PROBLEM);
      return;
    }
    // Deactivating ends the admin's sessions: ask first.
    if (admin?.status === 'active' && body.status === 'inactive') {
      setConfirmingDeactivation(true);
      return;
    }
    send(body).catch(() => undefined);
  }

  const state = (name: string) => ({ validationState: errors[name] ? ('error' as const) : ('none' as const), validationMessage: errors[name] });

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={ADMIN_PATHS.list} appearance="transparent" icon={<ArrowLeftRegular />}>
            {messages.backToAdmins}
          </LinkButton>
          {admin?.status === 'active' && admin.invitationPending && (
            <InvitationPendingBar name={admin.name} thing={messages.adminThing} send={() => apiFetch(peopleRoutes.sendAdminInvitation, { params: { id: admin.id } }).then((answer) => answer.data)} />
          )}
        </div>
      }
    >
      <form className={styles.form} onSubmit={save} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        <Card className={styles.card}>
          <div className={styles.columns}>
            <Field label={messages.nameLabel} required {...state('name')}>
              <Input value={draft.name} onChange={(_, data) => form.set('name', data.value)} />
            </Field>
            <Field label={messages.positionLabel} hint={messages.positionHint} required {...state('position')}>
              <Input value={draft.position} onChange={(_, data) => form.set('position', data.value)} />
            </Field>
          </div>
          <div className={styles.columns}>
            <Field label={messages.usernameLabel} required {...state('username')}>
              <Input value={draft.username} autoComplete="off" onChange={(_, data) => form.set('username', data.value)} />
            </Field>
            <Field label={messages.emailLabel} hint={messages.adminEmailHint} required {...state('email')}>
              <Input type="email" value={draft.email} onChange={(_, data) => form.set('email', data.value)} />
            </Field>
          </div>
          <Field label={messages.pictureLabel} hint={messages.pictureHint} {...state('profile_picture')}>
            {(fieldProps) => (
              <MediaFileInput {...fieldProps} value={draft.profile_picture} onChange={(value) => form.set('profile_picture', value)} root={PICTURE_ROOT} accept="image" />
            )}
          </Field>
          <Field label={messages.statusLabel} {...state('status')}>
            <RadioGroup layout="horizontal" value={draft.status} onChange={(_, data) => form.set('status', data.value as AccountStatus)}>
              <Radio value="active" label={messages.statusActive} />
              <Radio value="inactive" label={messages.statusInactive} />
            </RadioGroup>
          </Field>
        </Card>
        <AdminSaveBar saving={saving} label={messages.saveAdmin} savingLabel={messages.saving} cancelTo={ADMIN_PATHS.list} cancelLabel={messages.cancel} />
      </form>
      {confirmingDeactivation && admin && (
        <ConfirmDialog
          title={formatMessage(messages.deactivateTitle, { name: admin.name })}
          message={formatMessage(messages.deactivateAdminMessage, { name: admin.name })}
          confirmLabel={messages.confirmDeactivate}
          thing={messages.adminThing}
          onConfirm={() => send(adminAccountCreateInputSchema.parse(toInput(draft)))}
          onClose={() => setConfirmingDeactivation(false)}
        />
      )}
      {warning.dialog}
    </AdminScreen>
  );
}

/** `admin/add` and `admin/edit/{id}`: an admin's name, username, position, profile picture and status. */
export function AdminFormPage() {
  const { id } = useParams();
  const accountId = id !== undefined && adminAccountParamsSchema.safeParse({ id }).success ? id : null;
  const { data, error, mutate } = useApi(peopleRoutes.getAdminAccount, accountId === null ? null : { params: { id: accountId } });
  if ((id !== undefined && accountId === null) || (accountId !== null && !data)) {
    return (
      <AdminItemPending
        title={messages.editAdminTitle}
        invalidIdMessage={accountId === null ? messages.notFoundId : undefined}
        error={error}
        thing={messages.adminThing}
        onRetry={() => void mutate()}
      />
    );
  }
  return <AdminEditor key={data ? `${data.data.id}-${data.data.version}` : 'new'} admin={data?.data ?? null} onReload={() => void mutate()} />;
}
