import { createGroupHandler } from '../../http/create-group-handler.ts';
import { freshenChangedPages } from '../../cdn/pages-changed.ts';
import { peopleRoutes } from '@tdp/shared/api/routes/people-routes';
import {
  createAdminAccount,
  deleteAdminAccount,
  inviteAdmin,
  listAdminAccounts,
  readAdminAccount,
  updateAdminAccount,
} from '../../domain/people/admin-accounts.ts';
import {
  createAgentAccount,
  deleteAgentAccount,
  inviteAgent,
  listAgentAccounts,
  readAgentAccount,
  updateAgentAccount,
} from '../../domain/people/agent-accounts.ts';
import { peopleActorOf } from '../../domain/people/people-actor.ts';
import { listTeam, readPortalAccount } from '../../domain/people/portal-people.ts';
import {
  createOwnPhotoUpload,
  decideProfileChange,
  listPendingProfileChanges,
  readAgentProfilePublishing,
  readOwnAgentProfile,
  saveAgentProfilePublishingSetting,
  updateOwnAgentProfile,
} from '../../domain/agents/own-profile.ts';
import type { Caller } from '../../http/http-types.ts';
import { recordPortalVisit } from '../../domain/portal/whats-new.ts';

const CREATED = 201;
const NO_CONTENT = 204;

/** The caller of an agents-only route (the access guard answers 401 before a handler runs without one). */
function agentCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('People routes are never public: the access guard supplies a caller');
  return caller;
}

/**
 * People: agents (login in the identity table + public profile in the content table) and admins, and the
 * portal's team and signed-in account. Reads and writes both tables and sends invitations; holds no
 * signing key (it only verifies tokens, like every group). A change to an agent's public profile has the profile and
 * directory pages dropped from the CDN's cache before it answers (cdn/pages-changed.ts).
 */
export const handler = createGroupHandler(
  'people',
  peopleRoutes,
  {
    listPortalTeam: async () => ({ body: { data: await listTeam() } }),
    getPortalAccount: async ({ caller }) => ({ body: { data: await readPortalAccount(caller) } }),

    listAgentAccounts: async () => ({ body: { data: await listAgentAccounts() } }),
    createAgentAccount: async ({ body, caller }) => ({ status: CREATED, body: await createAgentAccount(body, peopleActorOf(caller)) }),
    getAgentAccount: async ({ params }) => ({ body: { data: await readAgentAccount(params.slug) } }),
    updateAgentAccount: async ({ params, body, caller }) => ({ body: await updateAgentAccount(params.slug, body, peopleActorOf(caller)) }),
    deleteAgentAccount: async ({ params }) => {
      await deleteAgentAccount(params.slug);
      return { status: NO_CONTENT };
    },
    sendAgentInvitation: async ({ params }) => ({ body: { data: await inviteAgent(params.slug) } }),

    listAdminAccounts: async () => ({ body: { data: await listAdminAccounts() } }),
    createAdminAccount: async ({ body, caller }) => ({ status: CREATED, body: await createAdminAccount(body, peopleActorOf(caller)) }),
    getAdminAccount: async ({ params }) => ({ body: { data: await readAdminAccount(params.id) } }),
    updateAdminAccount: async ({ params, body, caller }) => ({ body: { data: await updateAdminAccount(params.id, body, peopleActorOf(caller)) } }),
    deleteAdminAccount: async ({ params, caller }) => {
      await deleteAdminAccount(params.id, peopleActorOf(caller));
      return { status: NO_CONTENT };
    },
    sendAdminInvitation: async ({ params }) => ({ body: { data: await inviteAdmin(params.id) } }),

    // An agent's own page: the domain finds the caller's profile; a change may publish at once (pages-changed.ts).
    getOwnAgentProfile: async ({ caller }) => ({ body: { data: await readOwnAgentProfile(agentCaller(caller)) } }),
    updateOwnAgentProfile: async ({ body, caller }) => ({ body: { data: await updateOwnAgentProfile(agentCaller(caller), body, peopleActorOf(caller)) } }),
    recordPortalVisit: async ({ caller }) => ({ body: { data: await recordPortalVisit(agentCaller(caller)) } }),
    createOwnAgentPhotoUpload: async ({ body, caller }) => ({ status: CREATED, body: await createOwnPhotoUpload(agentCaller(caller), body) }),
    listPendingProfileChanges: async () => ({ body: { data: await listPendingProfileChanges() } }),
    decideProfileChange: async ({ params, body, caller }) => ({ body: { data: await decideProfileChange(params.slug, body, peopleActorOf(caller)) } }),
    getAgentProfilePublishing: async () => ({ body: { data: await readAgentProfilePublishing() } }),
    updateAgentProfilePublishing: async ({ body, caller }) => ({ body: { data: await saveAgentProfilePublishingSetting(body, peopleActorOf(caller)) } }),
  },
  { afterSuccess: freshenChangedPages },
);
