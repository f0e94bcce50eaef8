import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular, OpenRegular } from '@fluentui/react-icons';
import type { AgentAccount } from '@tdp/shared/schemas/people';
import { AppLink } from '../../../components/app-link.tsx';
import { AdminTable } from '../../../components/admin-form/admin-table.tsx';
import { CollectionScreen, DeleteIconButton } from '../../../components/admin-kit/collection-screen.tsx';
import { useInvitationResend } from '../../../components/admin-kit/invitations.ts';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { AGENT_READS } from '../people-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApi, useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

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
  const invitations = useInvitationResend(messages.agentThing);

  return (
    <CollectionScreen<AgentAccount>
      title={messages.agentsTitle}
      description={messages.agentsDescription}
      add={{ label: messages.addAgent, to: ADMIN_PATHS.agentAdd }}
      items={data?.data}
      error={error}
      onRetry={() => void mutate()}
      thing={messages.agentsThing}
      empty={{ title: messages.noAgents }}
      remove={{
        thing: messages.agentThing,
        nameOf: (agent) => agent.name,
        title: (agent) => formatMessage(messages.deleteTitle, { name: agent.name }),
        message: (agent) => formatMessage(messages.deleteAgentMessage, { name: agent.name }),
        send: async (agent) => {
          await apiFetch(peopleRoutes.deleteAgentAccount, { params: { slug: agent.slug } });
          notify('success', formatMessage(messages.deleted, { name: agent.name }));
          await refreshReads(AGENT_READS);
        },
      }}
    >
      {(people, actions) => (
        <AdminTable
          label={messages.agentsTitle}
          columns={[
            messages.nameColumn,
            messages.usernameColumn,
            messages.locationColumn,
            messages.membershipColumn,
            messages.statusColumn,
            messages.actionsColumn,
          ]}
        >
          {people.map((agent) => (
            <tr key={agent.slug}>
              <th scope="row">
                <AppLink to={pathHref(ADMIN_PATHS.agentEdit, { id: agent.slug })}>{agent.name}</AppLink>
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
                    <Link
                      href={pathHref(PUBLIC_PATHS.agentProfile, { slug: agent.slug })}
                      target="_blank"
                      rel="noopener"
                      aria-label={formatMessage(messages.viewProfile, { name: agent.name })}
                      title={messages.publicProfile}
                    >
                      <OpenRegular aria-hidden />
                    </Link>
                  )}
                  {agent.status === 'active' && agent.login?.invitationPending && (
                    <Button
                      appearance="subtle"
                      icon={<MailRegular />}
                      aria-label={formatMessage(messages.resendInvitationFor, { name: agent.name })}
                      title={messages.resendInvitation}
                      disabledFocusable={invitations.sending === agent.slug}
                      onClick={() => void invitations.resend(agent.slug, () => apiFetch(peopleRoutes.sendAgentInvitation, { params: { slug: agent.slug } }))}
                    />
                  )}
                  <DeleteIconButton item={agent} name={agent.name} actions={actions} />
                </span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </CollectionScreen>
  );
}
