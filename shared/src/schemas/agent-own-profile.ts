import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { versionSchema } from './common-fields.ts';
import { agentProfileFields, type AgentProfileDraft } from './agent-profile.ts';
import { editorVersionSchema } from './portal-fields.ts';

/**
 * A connected agent editing their own public profile (`/ca/{slug}`) from the portal. They change only what
 * describes them to customers; the slug, name, e-mail (where lead mails go), membership and status stay the
 * admin's, and a body naming any of them (or a role) is refused (400 naming the key). Decisions:
 * docs/decisions/agent-selling.md.
 */

/** The fields an agent may change on their own profile. */
export const AGENT_OWN_PROFILE_FIELDS = ['photo', 'bio', 'specialties', 'languages', 'city', 'province', 'phone', 'contactPreference'] as const;
export type AgentOwnProfileField = (typeof AGENT_OWN_PROFILE_FIELDS)[number];

/** Whether an agent's change is public at once or waits for an admin: one setting for the agency. */
export const AGENT_PROFILE_PUBLISHING_MODES = ['immediate', 'approval'] as const;
export type AgentProfilePublishingMode = (typeof AGENT_PROFILE_PUBLISHING_MODES)[number];

/** Body of `PUT /api/portal/profile`: every field an agent may change (complete: the page stays whole), and the version loaded. */
export const agentOwnProfileUpdateSchema = lazySchema(() => {
  const fields = agentProfileFields();
  return z.strictObject({
    version: versionSchema,
    photo: fields.photo,
    bio: fields.bio,
    specialties: fields.specialties,
    languages: fields.languages,
    city: fields.city,
    province: fields.province,
    phone: fields.phone,
    contactPreference: fields.contactPreference,
  });
});
export type AgentOwnProfileUpdate = z.infer<typeof agentOwnProfileUpdateSchema>;

/** The changed fields of a profile change, each with the value before and after. */
export interface ProfileFieldChange {
  field: AgentOwnProfileField;
  from: unknown;
  to: unknown;
}

/** A change waiting for an admin: what the agent sent and when, and how it differs from the public profile. */
export interface PendingProfileChange {
  changes: Partial<Pick<AgentProfileDraft, AgentOwnProfileField>>;
  submittedAt: string;
  submittedBy: string;
}

/** Answer of `GET`/`PUT /api/portal/profile`. */
export interface AgentOwnProfile {
  /** The profile as the public sees it now (or would, once complete). */
  profile: AgentProfileDraft;
  version: number;
  /** The agency's setting: whether a change is public at once. */
  publishing: AgentProfilePublishingMode;
  /** The change waiting for an admin (approval mode), with its differences; null when none. */
  pending: (PendingProfileChange & { diff: ProfileFieldChange[] }) | null;
}

/** One row of the admins' list of profile changes waiting for approval. */
export interface PendingProfileChangeView extends PendingProfileChange {
  slug: string;
  name: string;
  /** The profile's version, to approve or reject at (409 when the agent changed it since). */
  version: number;
  diff: ProfileFieldChange[];
}

/** Body of `POST /api/admin/agents/{slug}/profile-change`: approve (publish) or reject (drop) the waiting change. */
export const profileChangeDecisionSchema = lazySchema(() =>
  z.strictObject({
    version: versionSchema,
    decision: z.enum(['approve', 'reject'], { error: 'must be approve or reject' }),
  }),
);
export type ProfileChangeDecision = z.infer<typeof profileChangeDecisionSchema>;

/** The agency's setting for agents' profile changes (`GET`/`PUT /api/admin/settings/agent-profiles`). */
export interface AgentProfilePublishingSetting {
  mode: AgentProfilePublishingMode;
  /** 0 until first saved (the default then applies: approval). */
  version: number;
}

/** Body of `PUT /api/admin/settings/agent-profiles`. */
export const agentProfilePublishingUpdateSchema = lazySchema(() =>
  z.strictObject({
    version: editorVersionSchema,
    mode: z.enum(AGENT_PROFILE_PUBLISHING_MODES, { error: `must be one of ${AGENT_PROFILE_PUBLISHING_MODES.join(', ')}` }),
  }),
);

/** Picture types an agent's photo may be (a photo is shown on the public page, so images only). */
export const AGENT_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AgentPhotoContentType = (typeof AGENT_PHOTO_CONTENT_TYPES)[number];
/** Largest photo an agent may upload, in bytes (5 MB: a portrait, not a poster). */
export const AGENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Body of `POST /api/portal/profile/photo-uploads`: the photo the agent's browser is about to send. The server picks
 * the key (a fresh name in the agent's own folder), so the file's own name is not asked for.
 */
export const agentPhotoUploadInputSchema = lazySchema(() =>
  z.strictObject({
    contentType: z.enum(AGENT_PHOTO_CONTENT_TYPES, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a JPEG, PNG or WebP image'),
    }),
    size: z
      .number({ error: 'must be a number' })
      .check(
        z.int({ error: 'must be a whole number' }),
        z.gte(1, { error: 'must be at least 1 byte (the file is empty)' }),
        z.lte(AGENT_PHOTO_MAX_BYTES, { error: `must be at most ${AGENT_PHOTO_MAX_BYTES / (1024 * 1024)} MB` }),
      ),
  }),
);
export type AgentPhotoUploadInput = z.infer<typeof agentPhotoUploadInputSchema>;
