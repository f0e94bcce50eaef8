import { useState } from 'react';
import { Card, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { z } from 'zod/mini';
import { agentSlugSchema, type AgentStatus } from '@tdp/shared/schemas/agent-profile';
import { MEDIA_ROOT_FOLDERS } from '@tdp/shared/schemas/media';
import { agentAccountCreateInputSchema, agentAccountUpdateInputSchema, type AgentAccount } from '@tdp/shared/schemas/people';
import { labelsFrom } from '../../../components/admin-form/field-errors.ts';
import { MediaFileInput } from '../../../components/admin-form/media-file-field.tsx';
import { fieldState } from '../../../components/admin-kit/collection-form-dialog.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { CollectionFormPage } from '../../../components/admin-kit/collection-form-page.tsx';
import { invitationNotice } from '../../../components/admin-kit/invitations.ts';
import { AgentProfileFields, type AgentProfileValues } from '../../../components/agent-profile-fields.tsx';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { peopleMessages as messages } from '../messages.ts';
import { InvitationPendingBar } from './invitation-pending-bar.tsx';
import { AGENT_READS } from '../people-paths.ts';
import { suggestSlug } from '../suggest-slug.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import { ADMIN_PATHS } from '@tdp/shared/site-paths/admin-paths';

/** Photos are images of the media library; they are browsed from its images folder. */
const PHOTO_ROOT = MEDIA_ROOT_FOLDERS[0];
const DEFAULT_MEMBERSHIP = 'Connected Agent';

interface AgentDraft extends AgentProfileValues {
  slug: string;
  name: string;
  username: string;
  email: string;
  membership: string;
  photo: string;
  status: AgentStatus;
}

const labelOf = labelsFrom({
  slug: messages.slugLabel,
  name: messages.nameLabel,
  username: messages.usernameLabel,
  email: messages.emailLabel,
  phone: messages.phoneLabel,
  city: messages.cityLabel,
  province: messages.provinceLabel,
  membership: messages.membershipLabel,
  photo: messages.photoLabel,
  bio: messages.bioLabel,
  languages: messages.languagesLabel,
  specialties: messages.specialtiesLabel,
  status: messages.statusLabel,
});

function draftOf(agent: AgentAccount | null): AgentDraft {
  if (!agent) {
    return {
      slug: '',
      name: '',
      username: '',
      email: '',
      phone: '',
      city: '',
      // Not chosen for the agent: the profile can be completed later (the directory waits for it).
      province: '',
      membership: DEFAULT_MEMBERSHIP,
      photo: '',
      bio: '',
      languages: ['english'],
      specialties: [],
      status: 'active',
    };
  }
  return {
    slug: agent.slug,
    name: agent.name,
    username: agent.login?.username ?? '',
    email: agent.email,
    phone: agent.phone,
    city: agent.city,
    province: agent.province ?? '',
    membership: agent.membership,
    photo: agent.photo ?? '',
    bio: agent.bio,
    languages: [...agent.languages],
    specialties: [...agent.specialties],
    status: agent.status,
  };
}

/** The profile fields as the shared schemas read them. */
function profileInput(draft: AgentDraft) {
  const { slug: _slug, username: _username, photo, province, ...fields } = draft;
  return { ...fields, province: province === '' ? null : province, photo: photo.trim() === '' ? null : photo };
}

/** Body of a create: the whole profile and the login's username. */
const toCreateInput = (draft: AgentDraft) => ({ ...profileInput(draft), slug: draft.slug, username: draft.username });

/** Body of an update without its version: the username only when one is typed (a profile may have no login). */
function toUpdateInput(draft: AgentDraft) {
  return { ...profileInput(draft), ...(draft.username.trim() === '' ? {} : { username: draft.username }), version: 1 };
}

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM } },
  cardHeading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

function AgentEditor({ agent, onReload }: { agent: AgentAccount | null; onReload: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const [slugTouched, setSlugTouched] = useState(Boolean(agent));

  async function send(_body: unknown, draft: AgentDraft) {
    if (agent) {
      const body = agentAccountUpdateInputSchema.parse({ ...toUpdateInput(draft), version: agent.version });
      const answer = await apiFetch(peopleRoutes.updateAgentAccount, { params: { slug: agent.slug }, body });
      notify('success', formatMessage(messages.saved, { name: answer.data.name }));
      if (answer.invitation) {
        const notice = invitationNotice(answer.invitation);
        notify(notice.intent, notice.message);
      }
    } else {
      const answer = await apiFetch(peopleRoutes.createAgentAccount, { body: agentAccountCreateInputSchema.parse(toCreateInput(draft)) });
      notify('success', formatMessage(messages.created, { name: answer.data.name }));
      if (answer.invitation) {
        const notice = invitationNotice(answer.invitation);
        notify(notice.intent, notice.message);
      }
    }
    await refreshReads(AGENT_READS);
  }

  return (
    <CollectionFormPage<AgentDraft, unknown>
      title={agent ? messages.editAgentTitle : messages.newAgentTitle}
      back={{ to: ADMIN_PATHS.agents, label: messages.backToAgents }}
      notice={
        agent?.status === 'active' &&
        agent.login?.invitationPending && (
          <InvitationPendingBar
            name={agent.name}
            thing={messages.agentThing}
            send={() => apiFetch(peopleRoutes.sendAgentInvitation, { params: { slug: agent.slug } })}
          />
        )
      }
      thing={messages.agentThing}
      saveLabel={messages.saveAgent}
      initial={draftOf(agent)}
      schema={(agent ? agentAccountUpdateInputSchema : agentAccountCreateInputSchema) as z.ZodMiniType<unknown>}
      toInput={agent ? toUpdateInput : toCreateInput}
      labelOf={labelOf}
      send={send}
      // Deactivating ends the agent's sessions and takes them out of the directory: ask first.
      confirm={(_body, draft) =>
        agent?.status === 'active' && draft.status === 'inactive'
          ? {
              title: formatMessage(messages.deactivateTitle, { name: agent.name }),
              message: formatMessage(messages.deactivateAgentMessage, { name: agent.name }),
              confirmLabel: messages.confirmDeactivate,
            }
          : null
      }
      onReload={onReload}
    >
      {(form) => {
        const { draft, errors } = form;
        return (
          <>
            <Card className={styles.card}>
              <Text as="h2" size={500} weight="semibold" className={styles.cardHeading}>
                {messages.loginHeading}
              </Text>
              <Text as="p" className={styles.muted}>
                {messages.loginHint}
              </Text>
              <div className={styles.columns}>
                <Field
                  label={messages.usernameLabel}
                  hint={agent && !agent.login ? messages.usernameHintNoLogin : undefined}
                  required={!agent || Boolean(agent.login)}
                  {...fieldState(errors, 'username')}
                >
                  <Input value={draft.username} autoComplete="off" onChange={(_, data) => form.set('username', data.value)} />
                </Field>
                <Field label={messages.emailLabel} hint={messages.emailHint} required {...fieldState(errors, 'email')}>
                  <Input type="email" value={draft.email} onChange={(_, data) => form.set('email', data.value)} />
                </Field>
              </div>
              <Field label={messages.statusLabel} {...fieldState(errors, 'status')}>
                <RadioGroup layout="horizontal" value={draft.status} onChange={(_, data) => form.set('status', data.value as AgentStatus)}>
                  <Radio value="active" label={messages.statusActive} />
                  <Radio value="inactive" label={messages.statusInactive} />
                </RadioGroup>
              </Field>
            </Card>
            <Card className={styles.card}>
              <Text as="h2" size={500} weight="semibold" className={styles.cardHeading}>
                {messages.profileHeading}
              </Text>
              <Text as="p" className={styles.muted}>
                {messages.profileHint}
              </Text>
              {agent && !agent.profileComplete && agent.status === 'active' && (
                <MessageBar intent="warning">
                  <MessageBarBody>{messages.profileIncompleteHint}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.columns}>
                <Field label={messages.nameLabel} required {...fieldState(errors, 'name')}>
                  <Input
                    value={draft.name}
                    onChange={(_, data) => {
                      form.set('name', data.value);
                      if (!slugTouched) form.set('slug', suggestSlug(data.value));
                    }}
                  />
                </Field>
                <Field label={messages.slugLabel} hint={messages.slugHint} required {...fieldState(errors, 'slug')}>
                  <Input
                    value={draft.slug}
                    disabled={Boolean(agent)}
                    contentBefore={<Text className={styles.muted}>/ca/</Text>}
                    onChange={(_, data) => {
                      setSlugTouched(true);
                      form.set('slug', data.value);
                    }}
                  />
                </Field>
                <Field label={messages.membershipLabel} hint={messages.membershipHint} required {...fieldState(errors, 'membership')}>
                  <Input value={draft.membership} onChange={(_, data) => form.set('membership', data.value)} />
                </Field>
              </div>
              <Field label={messages.photoLabel} hint={messages.photoHint} {...fieldState(errors, 'photo')}>
                {(fieldProps) => (
                  <MediaFileInput {...fieldProps} value={draft.photo} onChange={(photo) => form.set('photo', photo)} root={PHOTO_ROOT} accept="image" />
                )}
              </Field>
              <AgentProfileFields form={form} texts={messages} bioRows={6} />
            </Card>
          </>
        );
      }}
    </CollectionFormPage>
  );
}

/** `agent/add` and `agent/edit/{slug}`: a connected agent's login and public profile. */
export function AgentFormPage() {
  const { id } = useParams();
  const read = (text: string) => (agentSlugSchema.safeParse(text).success ? { params: { slug: text } } : null);
  return (
    <AdminItemPage
      route={peopleRoutes.getAgentAccount}
      id={id}
      read={read}
      title={messages.editAgentTitle}
      notFound={messages.notFoundId}
      thing={messages.agentThing}
    >
      {(agent, onReload) => <AgentEditor agent={agent} onReload={onReload} />}
    </AdminItemPage>
  );
}
