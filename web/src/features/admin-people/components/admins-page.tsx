import { useState } from 'react';
import { Avatar, Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, MailRegular } from '@fluentui/react-icons';
import { isMediaReference, resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { AdminAccount } from '@tdp/shared/schemas/people';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { describeSaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { peopleMessages as messages } from '../messages.ts';
import { ADMIN_PATHS, ADMIN_READS, invitationNotice } from '../people-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';

const useStyles = makeStyles({
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** `admin/list`: every admin with their position, picture and status; add, edit, resend an invitation, delete. */
export function AdminsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { cdnPrefix } = useRuntimeConfig();
  const { data, error, mutate } = useApi(peopleRoutes.listAdminAccounts);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [inviting, setInviting] = useState<string | null>(null);

  async function resend(admin: AdminAccount) {
    setInviting(admin.id);
    try {
      const notice = invitationNotice((await apiFetch(peopleRoutes.sendAdminInvitation, { params: { id: admin.id } })).data);
      notify(notice.intent, notice.message);
    } catch (failure) {
      notify('error', describeSaveProblem(failure, messages.adminThing).message);
    } finally {
      setInviting(null);
    }
  }

  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.adminsThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else if (data.data.length === 0) content = <AdminEmpty title={messages.noAdmins} />;
  else
    content = (
      <AdminTable label={messages.adminsTitle} columns={[messages.nameColumn, messages.usernameColumn, messages.positionColumn, messages.statusColumn, messages.actionsColumn]}>
        {data.data.map((admin) => {
          const picture = admin.profile_picture && isMediaReference(admin.profile_picture) ? resolveMediaUrl(admin.profile_picture, cdnPrefix) : undefined;
          return (
            <tr key={admin.id}>
              <th scope="row">
                <span className={styles.person}>
                  <Avatar name={admin.name} size={32} image={picture ? { src: picture, alt: '' } : undefined} />
                  <AppLink to={ADMIN_PATHS.edit(admin.id)}>{admin.name}</AppLink>
                </span>
              </th>
              <td>{admin.username}</td>
              <td>{admin.position}</td>
              <td>
                <span className={styles.badges}>
                  <Badge appearance="tint" color={admin.status === 'active' ? 'success' : 'danger'}>
                    {admin.status === 'active' ? messages.active : messages.inactive}
                  </Badge>
                  {admin.invitationPending && (
                    <Badge appearance="outline" color="warning">
                      {messages.invitationPending}
                    </Badge>
                  )}
                </span>
              </td>
              <td>
                <span className={styles.actions}>
                  {admin.status === 'active' && admin.invitationPending && (
                    <Button
                      appearance="subtle"
                      icon={<MailRegular />}
                      aria-label={formatMessage(messages.resendInvitationFor, { name: admin.name })}
                      title={messages.resendInvitation}
                      disabledFocusable={inviting === admin.id}
                      onClick={() => void resend(admin)}
                    />
                  )}
                  <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name: admin.name })} onClick={() => setDeleting(admin)} />
                </span>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    );

  return (
    <AdminScreen
      title={messages.adminsTitle}
      description={messages.adminsDescription}
      actions={
        <LinkButton to={ADMIN_PATHS.add} appearance="primary" icon={<AddRegular />}>
          {messages.addAdmin}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDialog
          title={formatMessage(messages.deleteTitle, { name: deleting.name })}
          message={formatMessage(messages.deleteAdminMessage, { name: deleting.name })}
          confirmLabel={messages.delete}
          thing={messages.adminThing}
          onConfirm={async () => {
            await apiFetch(peopleRoutes.deleteAdminAccount, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: deleting.name }));
            await refreshReads(ADMIN_READS);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
