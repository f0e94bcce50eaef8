import { Avatar, Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { isMediaReference, resolveMediaUrl } from '@tdp/shared/media/media-references';
import type { AdminAccount } from '@tdp/shared/schemas/people';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { CollectionScreen, DeleteIconButton } from '../../../components/admin-kit/collection-screen.tsx';
import { useInvitationResend } from '../../../components/admin-kit/invitations.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { peopleMessages as messages } from '../messages.ts';
import { ADMIN_READS } from '../people-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

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
  const invitations = useInvitationResend(messages.adminThing);

  return (
    <CollectionScreen<AdminAccount>
      title={messages.adminsTitle}
      description={messages.adminsDescription}
      add={{ label: messages.addAdmin, to: ADMIN_PATHS.adminAdd }}
      items={data?.data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.adminsThing}
      empty={{ title: messages.noAdmins }}
      remove={{
        thing: messages.adminThing,
        nameOf: (admin) => admin.name,
        title: (admin) => formatMessage(messages.deleteTitle, { name: admin.name }),
        message: (admin) => formatMessage(messages.deleteAdminMessage, { name: admin.name }),
        send: async (admin) => {
          await apiFetch(peopleRoutes.deleteAdminAccount, { params: { id: admin.id } });
          notify('success', formatMessage(messages.deleted, { name: admin.name }));
          await refreshReads(ADMIN_READS);
        },
      }}
    >
      {(people, actions) => (
        <AdminTable
          label={messages.adminsTitle}
          columns={[messages.nameColumn, messages.usernameColumn, messages.positionColumn, messages.statusColumn, messages.actionsColumn]}
        >
          {people.map((admin) => {
            const picture = admin.profile_picture && isMediaReference(admin.profile_picture) ? resolveMediaUrl(admin.profile_picture, cdnPrefix) : undefined;
            return (
              <tr key={admin.id}>
                <th scope="row">
                  <span className={styles.person}>
                    <Avatar name={admin.name} size={32} image={picture ? { src: picture, alt: '' } : undefined} />
                    <AppLink to={pathHref(ADMIN_PATHS.adminEdit, { id: admin.id })}>{admin.name}</AppLink>
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
                        disabledFocusable={invitations.sending === admin.id}
                        onClick={() => void invitations.resend(admin.id, () => apiFetch(peopleRoutes.sendAdminInvitation, { params: { id: admin.id } }))}
                      />
                    )}
                    <DeleteIconButton item={admin} name={admin.name} actions={actions} />
                  </span>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </CollectionScreen>
  );
}
