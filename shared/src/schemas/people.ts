import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import type { Role } from '../api/route-definition.ts';
import { agentProfileDraftFields, agentSlugSchema, type AgentProfileDraft } from './agent-profile.ts';
import { emailSchema, newUsernameSchema } from './auth.ts';
import { requiredText, versionSchema } from './common-fields.ts';
import { mediaReferenceSchema } from './media-reference.ts';

/**
 * People an admin manages (`agent/list|add|edit/{id}`, `admin/list|add|edit/{id}`) and the portal's view of
 * them (the admin team, the signed-in account). A connected agent is a public profile (content table, shown
 * at `/ca/{slug}`) plus, usually, a login (identity table); an admin is a login only. New logins never get
 * a password from anyone: they get an e-mail invitation to choose one. Decisions: docs/decisions/portal-api.md.
 */

/** Whether an account may sign in; an inactive agent also leaves the public directory. */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What a login looks like to an admin: never a password or its hash. */
export interface LoginSummary {
  userId: string;
  username: string;
  status: AccountStatus;
  /** True until the person has chosen a password through their invitation. */
  invitationPending: boolean;
}

/**
 * A connected agent as the admin screens see it: the public profile, the login linked to it (null for a
 * profile without one) and the profile's audit fields. `version` is the profile's: every save names it.
 * The agent's id in paths is its `slug`, which never changes once created (links to `/ca/{slug}` and
 * leads keep working).
 */
export interface AgentAccount extends AgentProfileDraft {
  /** True when the public part is whole (bio, phone, city, province, a language): only then is it listed. */
  profileComplete: boolean;
  login: LoginSummary | null;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** The fields of a profile an admin can change (all but the slug); the public part may stay blank for now. */
function editableProfileFields() {
  const { slug: _slug, ...fields } = agentProfileDraftFields();
  return fields;
}

/**
 * Body of `POST /api/admin/agents`: the profile and the username of the agent's login. Only the slug (the form
 * suggests it from the name), name, e-mail, status and username are needed: an agent can be invited first and
 * their public profile (bio, phone, city, province, languages, specialties, photo) completed later; what is
 * left out is stored blank (membership: {@link DEFAULT_AGENT_MEMBERSHIP}). The login gets the profile's name,
 * e-mail, photo and status; when active, an invitation goes to the e-mail address.
 */
export const agentAccountCreateInputSchema = lazySchema(() => {
  const { bio, city, province, phone, languages, specialties, photo, membership, ...needed } = agentProfileDraftFields();
  return z.strictObject({
    ...needed,
    bio: z.optional(bio),
    city: z.optional(city),
    province: z.optional(province),
    phone: z.optional(phone),
    languages: z.optional(languages),
    specialties: z.optional(specialties),
    photo: z.optional(photo),
    membership: z.optional(membership),
    username: newUsernameSchema,
  });
});
export type AgentAccountCreateInput = z.output<typeof agentAccountCreateInputSchema>;

/**
 * Body of `PUT /api/admin/agents/{slug}`: the whole profile but the slug, the `version` the editor read, and
 * optionally a `username`: a new username for the login, or, for a profile without a login, the username
 * of a login to create (which gets an invitation). Omitted: the login keeps its username. Setting `status`
 * to inactive stops the login and ends its sessions, and takes the profile out of the directory.
 */
export const agentAccountUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...editableProfileFields(), username: z.optional(newUsernameSchema), version: versionSchema }),
);
export type AgentAccountUpdateInput = z.output<typeof agentAccountUpdateInputSchema>;

/** Path parameters of the single-agent routes: the agent's slug. */
export const agentAccountParamsSchema = lazySchema(() => z.strictObject({ slug: agentSlugSchema }));

/** An admin account as the admin screens see it (name, username, position, profile_picture). */
export interface AdminAccount {
  id: string;
  name: string;
  username: string;
  email: string;
  position: string;
  /** Media key or address of the picture; null shows the placeholder. */
  profile_picture: string | null;
  status: AccountStatus;
  invitationPending: boolean;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

const adminEditableShape = () => ({
  name: requiredText(100),
  username: newUsernameSchema,
  email: emailSchema,
  /** Job title shown in the admin menu and on the portal's team page, e.g. 'Agent Success Manager'. */
  position: requiredText(100),
  profile_picture: z.nullable(mediaReferenceSchema),
  status: z.enum(ACCOUNT_STATUSES, { error: 'must be active or inactive' }),
});

/** Body of `POST /api/admin/admins`: the new admin gets an invitation when active. */
export const adminAccountCreateInputSchema = lazySchema(() => z.strictObject(adminEditableShape()));
export type AdminAccountCreateInput = z.output<typeof adminAccountCreateInputSchema>;

/** Body of `PUT /api/admin/admins/{id}`: the whole account and the `version` the editor read. */
export const adminAccountUpdateInputSchema = lazySchema(() => z.strictObject({ ...adminEditableShape(), version: versionSchema }));
export type AdminAccountUpdateInput = z.output<typeof adminAccountUpdateInputSchema>;

/** Path parameters of the single-admin routes: the account id. */
export const adminAccountParamsSchema = lazySchema(() => z.strictObject({ id: z.uuid({ error: 'must be an account id' }) }));

/** What happened to the invitation a create (or a resend) sent. */
export interface InvitationResult {
  /** Where it went. */
  sentTo: string;
  /** False when the mail could not be handed to the mail service: resend it later. */
  sent: boolean;
  /** ISO time after which its link no longer works. */
  expiresAt: string;
}

/** Answer of `POST /api/admin/agents`: the agent and the invitation (null when the agent was created inactive). */
export interface AgentAccountCreatedAnswer {
  data: AgentAccount;
  invitation: InvitationResult | null;
}

/** Answer of `GET`/`PUT /api/admin/agents/{slug}`; `invitation` when the save created a login. */
export interface AgentAccountAnswer {
  data: AgentAccount;
  invitation?: InvitationResult | null;
}

/** Answer of `GET /api/admin/agents`: every profile (active or not) by name. */
export interface AgentAccountListAnswer {
  data: AgentAccount[];
}

/** Answer of `POST /api/admin/admins`. */
export interface AdminAccountCreatedAnswer {
  data: AdminAccount;
  invitation: InvitationResult | null;
}

/** Answer of `GET`/`PUT /api/admin/admins/{id}`. */
export interface AdminAccountAnswer {
  data: AdminAccount;
}

/** Answer of `GET /api/admin/admins`: every admin account by name. */
export interface AdminAccountListAnswer {
  data: AdminAccount[];
}

/** Answer of the invitation resends. */
export interface InvitationAnswer {
  data: InvitationResult;
}

/** One person of the portal's `AdminTeamList`: an active admin's public fields. */
export interface TeamMember {
  id: string;
  name: string;
  position: string;
  profile_picture: string | null;
}

/** Answer of `GET /api/portal/team`: the active admins by name. */
export interface TeamAnswer {
  data: TeamMember[];
}

/**
 * The signed-in person as the portal's avatar menu shows them: username, status Active, membership
 * (the agent profile's, or 'Admin') and picture; `profileSlug` links an agent to their `/ca/{slug}` page.
 */
export interface PortalAccount {
  username: string;
  name: string;
  role: Role;
  status: AccountStatus;
  membership: string;
  picture: string | null;
  profileSlug: string | null;
}

/** Answer of `GET /api/portal/me`. */
export interface PortalAccountAnswer {
  data: PortalAccount;
}
