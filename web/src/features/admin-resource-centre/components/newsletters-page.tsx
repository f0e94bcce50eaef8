import { useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';
import { portalRoutes } from '@tdp/shared/api/routes/portal-routes';
import type { Newsletter } from '@tdp/shared/schemas/newsletter';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDate, formatMessage } from '../../../lib/intl.ts';
import { resourceCentreMessages as messages } from '../messages.ts';
import { NEWSLETTER_PATHS } from '../resource-centre-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The reads a newsletter change affects: the admin's list and the portal's. */
export const NEWSLETTER_READS = [portalRoutes.listNewslettersForAdmin, portalRoutes.getNewsletterForAdmin, portalReadRoutes.listPortalNewsletters, portalReadRoutes.getPortalNewsletter];

/** `newsletter`: every issue, newest first, with write, edit and delete. */
export function NewslettersPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(portalRoutes.listNewslettersForAdmin);
  const [deleting, setDeleting] = useState<Newsletter | null>(null);

  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.newslettersThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else if (data.data.length === 0) content = <AdminEmpty title={messages.noNewsletters} />;
  else
    content = (
      <AdminTable label={messages.newslettersTitle} columns={[messages.issueDateColumn, messages.titleColumn, messages.statusColumn, messages.lastChangedColumn, messages.actionsColumn]}>
        {data.data.map((issue) => (
          <tr key={issue.id}>
            <td className={styles.nowrap}>{formatDate(issue.issueDate)}</td>
            <th scope="row">
              <AppLink to={NEWSLETTER_PATHS.edit(issue.id)}>{issue.title}</AppLink>
            </th>
            <td>
              <Badge appearance="tint" color={issue.published ? 'success' : 'warning'}>
                {issue.published ? messages.published : messages.draft}
              </Badge>
            </td>
            <td className={styles.muted}>{formatMessage(messages.lastChanged, { date: formatDate(issue.updatedAt), user: issue.updatedBy })}</td>
            <td>
              <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name: issue.title })} onClick={() => setDeleting(issue)} />
            </td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <AdminScreen
      title={messages.newslettersTitle}
      description={messages.newslettersDescription}
      actions={
        <LinkButton to={NEWSLETTER_PATHS.add} appearance="primary" icon={<AddRegular />}>
          {messages.addNewsletter}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDialog
          title={formatMessage(messages.deleteTitle, { thing: messages.newsletterThing })}
          message={formatMessage(messages.deleteMessage, { name: deleting.title })}
          confirmLabel={messages.delete}
          thing={messages.newsletterThing}
          onConfirm={async () => {
            await apiFetch(portalRoutes.deleteNewsletter, { params: { id: deleting.id } });
            notify('success', formatMessage(messages.deleted, { name: deleting.title }));
            await refreshReads(NEWSLETTER_READS);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
