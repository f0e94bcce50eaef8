import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import type { Newsletter } from '@tdp/shared/schemas/newsletter';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { CollectionScreen, DeleteIconButton } from '../../../components/admin-kit/collection-screen.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The reads a newsletter change affects: the admin's list and the portal's. */
export const NEWSLETTER_READS = [
  portalRoutes.listNewslettersForAdmin,
  portalRoutes.getNewsletterForAdmin,
  portalReadRoutes.listPortalNewsletters,
  portalReadRoutes.getPortalNewsletter,
];

/** `newsletter`: every issue, newest first, with write, edit and delete. */
export function NewslettersPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(portalRoutes.listNewslettersForAdmin);

  return (
    <CollectionScreen<Newsletter>
      title={messages.newslettersTitle}
      description={messages.newslettersDescription}
      add={{ label: messages.addNewsletter, to: ADMIN_PATHS.newsletterAdd }}
      items={data?.data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.newslettersThing}
      empty={{ title: messages.noNewsletters }}
      remove={{
        thing: messages.newsletterThing,
        nameOf: (issue) => issue.title,
        title: () => formatMessage(messages.deleteTitle, { thing: messages.newsletterThing }),
        message: (issue) => formatMessage(messages.deleteMessage, { name: issue.title }),
        send: async (issue) => {
          await apiFetch(portalRoutes.deleteNewsletter, { params: { id: issue.id } });
          notify('success', formatMessage(messages.deleted, { name: issue.title }));
          await refreshReads(NEWSLETTER_READS);
        },
      }}
    >
      {(issues, actions) => (
        <AdminTable
          label={messages.newslettersTitle}
          columns={[messages.issueDateColumn, messages.titleColumn, messages.statusColumn, messages.lastChangedColumn, messages.actionsColumn]}
        >
          {issues.map((issue) => (
            <tr key={issue.id}>
              <td className={styles.nowrap}>{formatDate(issue.issueDate)}</td>
              <th scope="row">
                <AppLink to={pathHref(ADMIN_PATHS.newsletterEdit, { id: issue.id })}>{issue.title}</AppLink>
              </th>
              <td>
                <Badge appearance="tint" color={issue.published ? 'success' : 'warning'}>
                  {issue.published ? messages.published : messages.draft}
                </Badge>
              </td>
              <td className={styles.muted}>{formatMessage(messages.lastChanged, { date: formatDate(issue.updatedAt), user: issue.updatedBy })}</td>
              <td>
                <DeleteIconButton item={issue} name={issue.title} actions={actions} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </CollectionScreen>
  );
}
