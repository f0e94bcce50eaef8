import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import type { Webinar } from '@tdp/shared/schemas/webinar';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { CollectionScreen, DeleteIconButton } from '../../../components/admin-kit/collection-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatMessage } from '../../../lib/intl.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { formatLocalStart } from '../resource-centre-paths.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** `WebinarWednesdaysManagement/view`: every webinar and event, latest first, with add, edit and delete. */
export function WebinarsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(portalRoutes.listWebinarsForAdmin);
  const now = Date.now();

  return (
    <CollectionScreen<Webinar>
      title={messages.webinarsTitle}
      description={messages.webinarsDescription}
      add={{ label: messages.addWebinar, to: ADMIN_PATHS.webinarAdd }}
      items={data?.data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.webinarsThing}
      empty={{ title: messages.noWebinars }}
      remove={{
        thing: messages.webinarThing,
        nameOf: (webinar) => webinar.title,
        title: () => formatMessage(messages.deleteTitle, { thing: messages.webinarThing }),
        message: (webinar) => formatMessage(messages.deleteMessage, { name: webinar.title }),
        send: async (webinar) => {
          await apiFetch(portalRoutes.deleteWebinar, { params: { id: webinar.id } });
          notify('success', formatMessage(messages.deleted, { name: webinar.title }));
          await refreshReads([portalRoutes.listWebinarsForAdmin, portalRoutes.getWebinarForAdmin, portalReadRoutes.listPortalWebinars]);
        },
      }}
    >
      {(webinars, actions) => (
        <AdminTable
          label={messages.webinarsTitle}
          columns={[messages.whenColumn, messages.titleColumn, messages.kindColumn, messages.presenterColumn, messages.statusColumn, messages.actionsColumn]}
        >
          {webinars.map((webinar) => (
            <tr key={webinar.id}>
              <td className={styles.nowrap}>{formatLocalStart(webinar.startsAtLocal)}</td>
              <th scope="row">
                <AppLink to={pathHref(ADMIN_PATHS.webinarEdit, { id: webinar.id })}>{webinar.title}</AppLink>
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
                <DeleteIconButton item={webinar} name={webinar.title} actions={actions} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </CollectionScreen>
  );
}
