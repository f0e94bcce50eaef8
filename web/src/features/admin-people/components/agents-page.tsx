import { useState } from 'react';
import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, MailRegular, OpenRegular } from '@fluentui/react-icons';
import type { AgentAccount } from '@tdp/shared/schemas/people';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminEmpty, AdminLoadError, AdminLoading, AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { ConfirmDialog } from '../../../components/admin-form/confirm-dialog.tsx';
import { describeSaveProblem } from '../../../components/admin-form/save-problem.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { AGENT_PATHS, AGENT_READS, invitationNotice } from '../people-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Status of an agent as a badge, with a note when the login is missing or waits for its first password. */
function AgentStatus({ agent }: { agent: AgentAccount }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge appearance="tint" color={agent.status === 'active' ? 'success' : 'danger'}>
        {agent.status === 'active' ? messages.active : messages.inactive}
      </Badge>
      {!agent.login && (
        <Badge appearance="outline" color="informative">
          {messages.noLogin}
        </Badge>
      )}
      {!agent.profileComplete && (
        <Badge appearance="outline" color="informative">
          {messages.profileIncomplete}
        </Badge>
      )}
      {agent.login?.invitationPending && (
        <Badge appearance="outline" color="warning">
          {messages.invitationPending}
        </Badge>
      )}
    </span>
  );
}

/** `agent/list`: every connected agent with their login and status; add, edit, resend an invitation, delete. */
export function AgentsPage() {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { data, error, mutate } = useApi(peopleRoutes.listAgentAccounts);
  const [deleting, setDeleting] = useState<AgentAccount | null>(null);
  const [inviting, setInviting] = useState<string | null>(null);

  async function resend(agent: AgentAccount) {
    setInviting(agent.slug);
    try {
      const notice = invitationNotice((await apiFetch(peopleRoutes.sendAgentInvitation, { params: { slug: agent.slug } })).data);
      notify(notice.intent, notice.message);
    } catch (failure) {
      notify('error', describeSaveProblem(failure, messages.agentThing).message);
    } finally {
      setInviting(null);
    }
  }

  let content;
  if (error && !data) content = <AdminLoadError error={error} thing={messages.agentsThing} onRetry={() => void mutate()} />;
  else if (!data) content = <AdminLoading />;
  else if (data.data.length === 0) content = <AdminEmpty title={messages.noAgents} />;
  else
    content = (
      <AdminTable
        label={messages.agentsTitle}
        columns={[messages.nameColumn, messages.usernameColumn, messages.locationColumn, messages.membershipColumn, messages.statusColumn, messages.actionsColumn]}
      >
        {data.data.map((agent) => (
          <tr key={agent.slug}>
            <th scope="row">
              <AppLink to={AGENT_PATHS.edit(agent.slug)}>{agent.name}</AppLink>
            </th>
            <td className={agent.login ? undefined : styles.muted}>{agent.login?.username ?? '—'}</td>
            <td className={agent.city || agent.province ? undefined : styles.muted}>{[agent.city, agent.province].filter(Boolean).join(', ') || '—'}</td>
            <td>{agent.membership}</td>
            <td>
              <AgentStatus agent={agent} />
            </td>
            <td>
              <span className={styles.actions}>
                {agent.status === 'active' && (
                  <Link href={`/ca/${agent.slug}`} target="_blank" rel="noopener" aria-label={formatMessage(messages.viewProfile, { name: agent.name })} title={messages.publicProfile}>
                    <OpenRegular aria-hidden />
                  </Link>
                )}
                {agent.status === 'active' && agent.login?.invitationPending && (
                  <Button
                    appearance="subtle"
                    icon={<MailRegular />}
                    aria-label={formatMessage(messages.resendInvitationFor, { name: agent.name })}
                    title={messages.resendInvitation}
                    disabledFocusable={inviting === agent.slug}
                    onClick={() => void resend(agent)}
                  />
                )}
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={formatMessage(messages.deleteItem, { name: agent.name })} onClick={() => setDeleting(agent)} />
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <AdminScreen
      title={messages.agentsTitle}
      description={messages.agentsDescription}
      actions={
        <LinkButton to={AGENT_PATHS.add} appearance="primary" icon={<AddRegular />}>
          {messages.addAgent}
        </LinkButton>
      }
    >
      {content}
      {deleting && (
        <ConfirmDialog
          title={formatMessage(messages.deleteTitle, { name: deleting.name })}
          message={formatMessage(messages.deleteAgentMessage, { name: deleting.name })}
          confirmLabel={messages.delete}
          thing={messages.agentThing}
          onConfirm={async () => {
            await apiFetch(peopleRoutes.deleteAgentAccount, { params: { slug: deleting.slug } });
            notify('success', formatMessage(messages.deleted, { name: deleting.name }));
            await refreshReads(AGENT_READS);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminScreen>
  );
}
