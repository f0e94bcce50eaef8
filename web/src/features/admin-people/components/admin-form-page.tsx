import { Card, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { MEDIA_ROOT_FOLDERS } from '@tdp/shared/schemas/media';
import {
  adminAccountCreateInputSchema,
  adminAccountParamsSchema,
  type AccountStatus,
  type AdminAccount,
  type AdminAccountCreateInput,
} from '@tdp/shared/schemas/people';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { MediaFileInput } from '../../../components/admin-form/media-file-field.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { CollectionFormPage } from '../../../components/admin-kit/collection-form-page.tsx';
import { invitationNotice } from '../../../components/admin-kit/invitations.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { ADMIN_READS } from '../people-paths.ts';
import { InvitationPendingBar } from './invitation-pending-bar.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

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
    ? {
        name: admin.name,
        username: admin.username,
        email: admin.email,
        position: admin.position,
        profile_picture: admin.profile_picture ?? '',
        status: admin.status,
      }
    : { name: '', username: '', email: '', position: '', profile_picture: '', status: 'active' };
}

const useStyles = makeStyles({
  form: { maxWidth: '880px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

function AdminEditor({ admin, onReload }: { admin: AdminAccount | null; onReload: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();

  async function send(body: AdminAccountCreateInput) {
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
  }

  return (
    <CollectionFormPage<AdminDraft, AdminAccountCreateInput>
      title={admin ? messages.editAdminTitle : messages.newAdminTitle}
      back={{ to: ADMIN_PATHS.admins, label: messages.backToAdmins }}
      notice={
        admin?.status === 'active' &&
        admin.invitationPending && (
          <InvitationPendingBar
            name={admin.name}
            thing={messages.adminThing}
            send={() => apiFetch(peopleRoutes.sendAdminInvitation, { params: { id: admin.id } })}
          />
        )
      }
      thing={messages.adminThing}
      saveLabel={messages.saveAdmin}
      initial={draftOf(admin)}
      schema={adminAccountCreateInputSchema}
      toInput={toInput}
      labelOf={labelOf}
      send={send}
      // Deactivating ends the admin's sessions: ask first.
      confirm={(body) =>
        admin?.status === 'active' && body.status === 'inactive'
          ? {
              title: formatMessage(messages.deactivateTitle, { name: admin.name }),
              message: formatMessage(messages.deactivateAdminMessage, { name: admin.name }),
              confirmLabel: messages.confirmDeactivate,
            }
          : null
      }
      onReload={onReload}
      className={styles.form}
    >
      {(form) => (
        <Card className={styles.card}>
          <div className={styles.columns}>
            <Field label={messages.nameLabel} required {...fieldState(form.errors, 'name')}>
              <Input value={form.draft.name} onChange={(_, data) => form.set('name', data.value)} />
            </Field>
            <Field label={messages.positionLabel} hint={messages.positionHint} required {...fieldState(form.errors, 'position')}>
              <Input value={form.draft.position} onChange={(_, data) => form.set('position', data.value)} />
            </Field>
          </div>
          <div className={styles.columns}>
            <Field label={messages.usernameLabel} required {...fieldState(form.errors, 'username')}>
              <Input value={form.draft.username} autoComplete="off" onChange={(_, data) => form.set('username', data.value)} />
            </Field>
            <Field label={messages.emailLabel} hint={messages.adminEmailHint} required {...fieldState(form.errors, 'email')}>
              <Input type="email" value={form.draft.email} onChange={(_, data) => form.set('email', data.value)} />
            </Field>
          </div>
          <Field label={messages.pictureLabel} hint={messages.pictureHint} {...fieldState(form.errors, 'profile_picture')}>
            {(fieldProps) => (
              <MediaFileInput
                {...fieldProps}
                value={form.draft.profile_picture}
                onChange={(value) => form.set('profile_picture', value)}
                root={PICTURE_ROOT}
                accept="image"
              />
            )}
          </Field>
          <Field label={messages.statusLabel} {...fieldState(form.errors, 'status')}>
            <RadioGroup layout="horizontal" value={form.draft.status} onChange={(_, data) => form.set('status', data.value as AccountStatus)}>
              <Radio value="active" label={messages.statusActive} />
              <Radio value="inactive" label={messages.statusInactive} />
            </RadioGroup>
          </Field>
        </Card>
      )}
    </CollectionFormPage>
  );
}

/** `admin/add` and `admin/edit/{id}`: an admin's name, username, position, profile picture and status. */
export function AdminFormPage() {
  const { id } = useParams();
  const read = (text: string) => (adminAccountParamsSchema.safeParse({ id: text }).success ? { params: { id: text } } : null);
  return (
    <AdminItemPage
      route={peopleRoutes.getAdminAccount}
      id={id}
      read={read}
      title={messages.editAdminTitle}
      notFound={messages.notFoundId}
      thing={messages.adminThing}
    >
      {(admin, onReload) => <AdminEditor admin={admin} onReload={onReload} />}
    </AdminItemPage>
  );
}
