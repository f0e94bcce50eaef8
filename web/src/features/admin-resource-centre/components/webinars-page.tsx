import { useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import type { Webinar } from '@tdp/shared/schemas/webinar';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { WEBINAR_PATHS, formatLocalStart } from '../resource-centre-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  nowrap: { whiteSpace: 'nowrap' },
});

/** `WebinarWednesdaysManagement/view`: every webinar and event, latest first, with add, edit and delete. */
export function WebinarsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(portalRoutes.listWebinarsForAdmin);
  const [deleting, setDeleting] = useState<Webinar | null>(null);
  const now = Date.now();

  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.webinarsThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else if (data.data.length === 0) content = <AdminEmpty title={messages.noWebinars} />;
  else
    content = (
      <AdminTable label={messages.webinarsTitle} columns={[messages.whenColumn, messages.titleColumn, messages.kindColumn, messages.presenterColumn, messages.statusColumn, messages.actionsColumn]}>
        {data.data.map((webinar) => (
          <tr key={webinar.id}>
            <td className={styles.nowrap}>{formatLocalStart(webinar.startsAtLocal)}</td>
            <th scope="row">
              <AppLink to={WEBINAR_PATHS.edit(webinar.id)}>{webinar.title}</AppLink>
            </th>
            <td>{webinar.kind === 'event' ? messages.kindEvent : messages.kindWebinar}</td>
            <td>{webinar.presenter}</td>
            <td>
              <span className={styles.badges}>
                <Badge appearance="tint" color={webinar.published ? 'success' : 'warning'}>
                  {webinar.published ? messages.published : messages.draft}
                </Badge>
                <Badge appearance="outline" color={Date.parse(webinar.endsAt) > now ? 'brand' : 'informative'}>
                  {Date.parse(webinar.endsAt) > now ? messages.upcomingBadge : messages.pastBadge}
                </Badge>
              </span>
            </td>
            <td>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={formatMessage(messages.deleteItem, { name: webinar.title })}
                onClick={() => setDeleting(webinar)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <AdminScreen
      title={messages.webinarsTitle}
      description={messages.webinarsDescription}
      actions={
        <LinkButton to={WEBINAR_PATHS.add} appearance="primary" icon={<AddRegular />}>
          {messages.addWebinar}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDialog
          title={formatMessage(messages.deleteTitle, { thing: messages.webinarThing })}
          message={formatMessage(messages.deleteMessage, { name: deleting.title })}
          confirmLabel={messages.delete}
          thing={messages.webinarThing}
          onConfirm={async () => {
            await apiFetch(portalRoutes.deleteWebinar, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: deleting.title }));
            await refreshReads([portalRoutes.listWebinarsForAdmin, portalRoutes.getWebinarForAdmin, portalReadRoutes.listPortalWebinars]);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
