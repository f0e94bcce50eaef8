import * as z from 'zod/mini';
import { lazySchema } from '../../schemas/lazy-schema.ts';
import { answer, noAnswer, defineRoute } from '../route-definition.ts';
import type {
  AdminAccountAnswer,
  AdminAccountCreatedAnswer,
  AdminAccountListAnswer,
  AgentAccountAnswer,
  AgentAccountCreatedAnswer,
  AgentAccountListAnswer,
  InvitationAnswer,
  PortalAccountAnswer,
  TeamAnswer,
} from '../../schemas/people.ts';
import type { AgentOwnProfile, AgentProfilePublishingSetting, PendingProfileChangeView } from '../../schemas/agent-own-profile.ts';
import {
  agentOwnProfileUpdateSchema,
  agentPhotoUploadInputSchema,
  agentProfilePublishingUpdateSchema,
  profileChangeDecisionSchema,
} from '../../schemas/agent-own-profile.ts';
import type { MediaUploadTicket } from '../../schemas/media.ts';
import type { PortalWhatsNew } from '../../schemas/portal-visit.ts';
import {
  adminAccountCreateInputSchema,
  adminAccountParamsSchema,
  adminAccountUpdateInputSchema,
  agentAccountCreateInputSchema,
  agentAccountParamsSchema,
  agentAccountUpdateInputSchema,
} from '../../schemas/people.ts';

/**
 * People: connected agents (login + public profile) and admins, managed by admins, and the portal's view of
 * them (the admin team, the signed-in account). All in the `people` group: it reads and writes the identity
 * table (logins) and the content table (agents' public profiles) and sends invitations; it holds no signing
 * key. Decisions: docs/decisions/portal-api.md.
 */

const PORTAL_READERS = ['admin', 'agent'] as const;
const ADMIN = ['admin'] as const;
/** An agent's own profile: agents only; the domain finds the caller's profile (never one named in the request). */
const AGENT = ['agent'] as const;
const noQuery = lazySchema(() => z.strictObject({}));
/** Profiles and invitations are small; a bio is the largest field (3,000 characters). */
const PEOPLE_MAX_BODY_BYTES = 16 * 1024;

export const peopleRoutes = {
  // --- Portal --------------------------------------------------------------------------------------------
  listPortalTeam: defineRoute({
    method: 'GET',
    path: '/api/portal/team',
    group: 'people',
    access: PORTAL_READERS,
    answer: answer<TeamAnswer>(),
    query: noQuery,
    summary: "The admin team for AdminTeamList: active admins' name, position and picture: {data: TeamMember[]}",
  }),
  getPortalAccount: defineRoute({
    method: 'GET',
    path: '/api/portal/me',
    group: 'people',
    access: PORTAL_READERS,
    answer: answer<PortalAccountAnswer>(),
    query: noQuery,
    summary: "The signed-in person for the portal's avatar menu (username, status, membership): {data: PortalAccount}",
  }),

  // --- Connected agents (agent/list|add|edit/{id}) ---------------------------------------------------------
  listAgentAccounts: defineRoute({
    method: 'GET',
    path: '/api/admin/agents',
    group: 'people',
    access: ADMIN,
    answer: answer<AgentAccountListAnswer>(),
    query: noQuery,
    summary: 'Every agent profile, active or not, by name, with its login: {data: AgentAccount[]}',
  }),
  createAgentAccount: defineRoute({
    method: 'POST',
    path: '/api/admin/agents',
    group: 'people',
    access: ADMIN,
    answer: answer<AgentAccountCreatedAnswer>(),
    query: noQuery,
    body: agentAccountCreateInputSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary: 'Create an agent: public profile + login without a password, and e-mail an invitation: 201 {data, invitation}',
  }),
  getAgentAccount: defineRoute({
    method: 'GET',
    path: '/api/admin/agents/{slug}',
    group: 'people',
    access: ADMIN,
    answer: answer<AgentAccountAnswer>(),
    params: agentAccountParamsSchema,
    query: noQuery,
    summary: 'One agent (profile, login, version): {data: AgentAccount}',
  }),
  updateAgentAccount: defineRoute({
    method: 'PUT',
    path: '/api/admin/agents/{slug}',
    group: 'people',
    access: ADMIN,
    answer: answer<AgentAccountAnswer>(),
    params: agentAccountParamsSchema,
    query: noQuery,
    body: agentAccountUpdateInputSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary: 'Replace an agent at the version loaded (409 when stale); inactive stops the login and leaves the directory',
  }),
  deleteAgentAccount: defineRoute({
    method: 'DELETE',
    path: '/api/admin/agents/{slug}',
    group: 'people',
    access: ADMIN,
    answer: noAnswer,
    params: agentAccountParamsSchema,
    query: noQuery,
    summary: 'Delete an agent: the login (sessions ended) and the public profile: 204',
  }),
  sendAgentInvitation: defineRoute({
    method: 'POST',
    path: '/api/admin/agents/{slug}/invitation',
    group: 'people',
    access: ADMIN,
    answer: answer<InvitationAnswer>(),
    params: agentAccountParamsSchema,
    query: noQuery,
    summary: 'E-mail a new invitation to an active agent who has not chosen a password yet: {data: InvitationResult}',
  }),

  // --- Admins (admin/list|add|edit/{id}) -------------------------------------------------------------------
  listAdminAccounts: defineRoute({
    method: 'GET',
    path: '/api/admin/admins',
    group: 'people',
    access: ADMIN,
    answer: answer<AdminAccountListAnswer>(),
    query: noQuery,
    summary: 'Every admin account by name: {data: AdminAccount[]}',
  }),
  createAdminAccount: defineRoute({
    method: 'POST',
    path: '/api/admin/admins',
    group: 'people',
    access: ADMIN,
    answer: answer<AdminAccountCreatedAnswer>(),
    query: noQuery,
    body: adminAccountCreateInputSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary: 'Create an admin without a password and e-mail an invitation: 201 {data, invitation}',
  }),
  getAdminAccount: defineRoute({
    method: 'GET',
    path: '/api/admin/admins/{id}',
    group: 'people',
    access: ADMIN,
    answer: answer<AdminAccountAnswer>(),
    params: adminAccountParamsSchema,
    query: noQuery,
    summary: 'One admin account with its version: {data: AdminAccount}',
  }),
  updateAdminAccount: defineRoute({
    method: 'PUT',
    path: '/api/admin/admins/{id}',
    group: 'people',
    access: ADMIN,
    answer: answer<AdminAccountAnswer>(),
    params: adminAccountParamsSchema,
    query: noQuery,
    body: adminAccountUpdateInputSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary: 'Replace an admin account at the version loaded (409 when stale); no admin can deactivate themself',
  }),
  deleteAdminAccount: defineRoute({
    method: 'DELETE',
    path: '/api/admin/admins/{id}',
    group: 'people',
    access: ADMIN,
    answer: noAnswer,
    params: adminAccountParamsSchema,
    query: noQuery,
    summary: 'Delete an admin account and end its sessions (409 for your own): 204',
  }),
  sendAdminInvitation: defineRoute({
    method: 'POST',
    path: '/api/admin/admins/{id}/invitation',
    group: 'people',
    access: ADMIN,
    answer: answer<InvitationAnswer>(),
    params: adminAccountParamsSchema,
    query: noQuery,
    summary: 'E-mail a new invitation to an active admin who has not chosen a password yet: {data: InvitationResult}',
  }),

  // --- A connected agent's own page (portal "My page") and its approval ---------------------------------
  getOwnAgentProfile: defineRoute({
    method: 'GET',
    path: '/api/portal/profile',
    group: 'people',
    access: AGENT,
    answer: answer<{ data: AgentOwnProfile }>(),
    query: noQuery,
    summary: "The signed-in agent's public profile, its version, the agency's publishing setting and any change waiting for approval",
  }),
  updateOwnAgentProfile: defineRoute({
    method: 'PUT',
    path: '/api/portal/profile',
    group: 'people',
    access: AGENT,
    answer: answer<{ data: AgentOwnProfile }>(),
    query: noQuery,
    body: agentOwnProfileUpdateSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary:
      "Change the agent's photo, bio, specialties, languages, city, province and phone at the version loaded: public at once or waiting for approval, per the agency's setting (409 when stale)",
  }),
  createOwnAgentPhotoUpload: defineRoute({
    method: 'POST',
    path: '/api/portal/profile/photo-uploads',
    group: 'people',
    access: AGENT,
    answer: answer<MediaUploadTicket>(),
    query: noQuery,
    body: agentPhotoUploadInputSchema,
    maxBodyBytes: PEOPLE_MAX_BODY_BYTES,
    summary:
      'A presigned PUT for a new photo of the signed-in agent, under a fresh name in their own folder (agents/{slug}/); the photo is theirs once a profile save names its key',
  }),
  recordPortalVisit: defineRoute({
    method: 'POST',
    path: '/api/portal/visits',
    group: 'people',
    access: AGENT,
    answer: answer<{ data: PortalWhatsNew }>(),
    query: noQuery,
    summary:
      'Record that the signed-in agent opened the portal home and answer what was added or changed in the portal (pages, newsletters, suppliers, webinars) since their previous visit',
  }),
  listPendingProfileChanges: defineRoute({
    method: 'GET',
    path: '/api/admin/agent-profile-changes',
    group: 'people',
    access: ADMIN,
    answer: answer<{ data: PendingProfileChangeView[] }>(),
    query: noQuery,
    summary: "Agents' profile changes waiting for approval, oldest first, each with its differences: {data: PendingProfileChangeView[]}",
  }),
  decideProfileChange: defineRoute({
    method: 'POST',
    path: '/api/admin/agents/{slug}/profile-change',
    group: 'people',
    access: ADMIN,
    answer: answer<{ data: AgentOwnProfile }>(),
    params: agentAccountParamsSchema,
    query: noQuery,
    body: profileChangeDecisionSchema,
    maxBodyBytes: 1024,
    summary: "Approve (publish) or reject an agent's waiting profile change at the profile's version (409 when stale, 404 when none waits)",
  }),
  getAgentProfilePublishing: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/agent-profiles',
    group: 'people',
    access: ADMIN,
    answer: answer<{ data: AgentProfilePublishingSetting }>(),
    query: noQuery,
    summary: "Whether agents' profile changes are public at once or wait for approval: {data: {mode, version}}",
  }),
  updateAgentProfilePublishing: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/agent-profiles',
    group: 'people',
    access: ADMIN,
    answer: answer<{ data: AgentProfilePublishingSetting }>(),
    query: noQuery,
    body: agentProfilePublishingUpdateSchema,
    maxBodyBytes: 1024,
    summary: "Set whether agents' profile changes publish at once or wait for approval, at the version loaded (0 the first time)",
  }),
};
