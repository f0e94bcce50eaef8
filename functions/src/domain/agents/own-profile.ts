import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  AGENT_OWN_PROFILE_FIELDS,
  AGENT_PHOTO_MAX_BYTES,
  type AgentOwnProfile,
  type AgentOwnProfileUpdate,
  type AgentPhotoContentType,
  type AgentPhotoUploadInput,
  type AgentProfilePublishingMode,
  type AgentProfilePublishingSetting,
  type PendingProfileChange,
  type PendingProfileChangeView,
  type ProfileChangeDecision,
  type ProfileFieldChange,
} from '@tdp/shared/schemas/agent-own-profile';
import { resolveMediaUrl } from '@tdp/shared/schemas/media-reference';
import type { MediaUploadTicket } from '@tdp/shared/schemas/media';
import { AGENT_PHOTO_PREFIX, agentPhotoRepository } from '../../data/agent-photo-repository.ts';
import { mediaPublicBaseUrl } from '../media/media-public-url.ts';
import { presignedPutTicket } from '../media/presigned-put-ticket.ts';
import { findAgentProfilePublishing, saveAgentProfilePublishing } from '../../data/agent-profile-publishing-repository.ts';
import {
  agentProfileDraft,
  AGENT_PROFILE_NOT_FOUND_MESSAGE,
  findAgentProfile,
  updateAgentProfile,
  type StoredAgentProfile,
} from '../../data/agent-profile-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import type { Caller } from '../../http/http-types.ts';
import { Invalid, NotFound } from '../domain-errors.ts';
import { profileOfCaller } from './caller-profile.ts';
import { mailAdminsAboutPageChange } from './page-change-mail.ts';
import { profilesWithPendingChange } from './pending-profile-changes.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

/** Until an admin chooses, an agent's change waits for approval: nothing reaches the public page unseen. */
const DEFAULT_PUBLISHING: AgentProfilePublishingMode = 'approval';

const NO_PROFILE_MESSAGE = 'No agent page is linked to your account yet. Ask the agency team to set it up.';
const NOTHING_PENDING_MESSAGE = 'No change of this agent is waiting for approval.';

/** Where an agent's own photos live in the media library; a photo elsewhere must be the one already on the page. */
export function agentPhotoFolder(slug: string): string {
  return `${AGENT_PHOTO_PREFIX}${slug}/`;
}

/** How long a photo's upload address works. */
export const AGENT_PHOTO_UPLOAD_LIFETIME_SECONDS = 600;

const PHOTO_EXTENSIONS: Readonly<Record<AgentPhotoContentType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Answers a presigned PUT for a new photo of the caller: a fresh name in their own folder
 * (`agents/{slug}/photo-{date}-{random}.{ext}`), so an upload never replaces a photo a page shows, with the type and
 * exact size signed in. The photo is on the page (or waits for approval) once a save of the profile names its key.
 */
export async function createOwnPhotoUpload(caller: Caller, input: AgentPhotoUploadInput, now: Date = new Date()): Promise<MediaUploadTicket> {
  const profile = await ownProfile(caller);
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  const key = `${agentPhotoFolder(profile.slug)}photo-${stamp}-${randomBytes(6).toString('hex')}.${PHOTO_EXTENSIONS[input.contentType]}`;
  const uploadUrl = await agentPhotoRepository.presignUpload(key, input.contentType, input.size, AGENT_PHOTO_UPLOAD_LIFETIME_SECONDS);
  return {
    ...presignedPutTicket(key, uploadUrl, input.contentType, AGENT_PHOTO_UPLOAD_LIFETIME_SECONDS, now),
    url: resolveMediaUrl(key, mediaPublicBaseUrl()),
  };
}

/**
 * A new photo must be in the caller's folder and have arrived there as a picture within the size limit (the local S3
 * stand-in does not enforce what the address signed, and a key can be typed by hand): 400 on `photo` otherwise.
 */
async function checkNewPhoto(photo: string, slug: string): Promise<void> {
  const folder = agentPhotoFolder(slug);
  if (!photo.startsWith(folder) || photo.slice(folder.length).includes('/')) {
    throw new Invalid('Choose a photo you uploaded to your page.', { photo: `must be a photo in ${folder}` });
  }
  const stored = await agentPhotoRepository.head(photo);
  if (!stored) throw new Invalid('The photo did not arrive. Upload it again.', { photo: 'was not uploaded' });
  if (!stored.contentType || !(stored.contentType.split(';')[0]!.trim() in PHOTO_EXTENSIONS) || stored.size > AGENT_PHOTO_MAX_BYTES) {
    throw new Invalid('This file cannot be your photo.', { photo: `must be a JPEG, PNG or WebP image of at most ${AGENT_PHOTO_MAX_BYTES / (1024 * 1024)} MB` });
  }
}

async function publishingMode(): Promise<AgentProfilePublishingMode> {
  return (await findAgentProfilePublishing())?.mode ?? DEFAULT_PUBLISHING;
}

type OwnFields = PendingProfileChange['changes'];

/** The fields of `changes` that differ from the profile, with the value before and after. */
function diffOf(profile: StoredAgentProfile, changes: OwnFields): ProfileFieldChange[] {
  return AGENT_OWN_PROFILE_FIELDS.filter((field) => field in changes && !isDeepStrictEqual(changes[field], profile[field] ?? null)).map((field) => ({
    field,
    from: profile[field] ?? null,
    to: changes[field],
  }));
}

function ownProfileAnswer(profile: StoredAgentProfile, publishing: AgentProfilePublishingMode): AgentOwnProfile {
  const pending = profile.pendingChange ?? null;
  return {
    profile: agentProfileDraft(profile),
    version: profile.version,
    publishing,
    pending: pending ? { ...pending, diff: diffOf(profile, pending.changes) } : null,
  };
}

async function ownProfile(caller: Caller): Promise<StoredAgentProfile> {
  const profile = await profileOfCaller(caller);
  if (!profile) throw new NotFound(NO_PROFILE_MESSAGE);
  return profile;
}

/** The caller's own profile, the agency's setting and any change of theirs waiting for approval. */
export async function readOwnAgentProfile(caller: Caller): Promise<AgentOwnProfile> {
  const [profile, mode] = await Promise.all([ownProfile(caller), publishingMode()]);
  return ownProfileAnswer(profile, mode);
}

/**
 * Saves the caller's change to their own profile at the version loaded (409 when stale). With `immediate`
 * publishing it is public at once; with `approval` it is kept beside the profile as the waiting change (replacing
 * an earlier one) and the public page is unchanged until an admin approves it; the active admins are told by e-mail
 * when what waits changed. A photo must be null, the one already on the page (or waiting), or one the agent uploaded to
 * their own folder.
 */
export async function updateOwnAgentProfile(caller: Caller, input: AgentOwnProfileUpdate, actor: WriteActor): Promise<AgentOwnProfile> {
  const [profile, mode] = await Promise.all([ownProfile(caller), publishingMode()]);
  const waiting = profile.pendingChange?.changes.photo;
  if (input.photo !== null && input.photo !== profile.photo && input.photo !== waiting) await checkNewPhoto(input.photo, profile.slug);
  await refuseUnusablePictures(input, profile);
  const { version, ...fields } = input;
  const changes: OwnFields = Object.fromEntries(diffOf(profile, fields).map((change) => [change.field, change.to]));
  const saved =
    mode === 'immediate'
      ? await updateAgentProfile(profile.slug, version, { ...changes, pendingChange: null }, actor)
      : await updateAgentProfile(
          profile.slug,
          version,
          { pendingChange: Object.keys(changes).length > 0 ? { changes, submittedAt: actor.now, submittedBy: actor.username } : null },
          actor,
        );
  // Saving the same waiting change again (or withdrawing it) is nothing new for the admins to review.
  if (saved.pendingChange && !isDeepStrictEqual(saved.pendingChange.changes, profile.pendingChange?.changes)) {
    await mailAdminsAboutPageChange({ ...saved, pendingChange: saved.pendingChange });
  }
  return ownProfileAnswer(saved, mode);
}

/** Agents' changes waiting for approval, oldest first, each with its differences from the public profile. */
export async function listPendingProfileChanges(): Promise<PendingProfileChangeView[]> {
  return (await profilesWithPendingChange())
    .map((profile) => ({
      ...profile.pendingChange,
      slug: profile.slug,
      name: profile.name,
      version: profile.version,
      diff: diffOf(profile, profile.pendingChange.changes),
    }))
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

/** Publishes (approve) or drops (reject) an agent's waiting change at the profile's version: 404 when none waits. */
export async function decideProfileChange(slug: string, decision: ProfileChangeDecision, actor: WriteActor): Promise<AgentOwnProfile> {
  const profile = await findAgentProfile(slug);
  if (!profile) throw new NotFound(AGENT_PROFILE_NOT_FOUND_MESSAGE);
  if (!profile.pendingChange) throw new NotFound(NOTHING_PENDING_MESSAGE);
  const changes = decision.decision === 'approve' ? profile.pendingChange.changes : {};
  const saved = await updateAgentProfile(slug, decision.version, { ...changes, pendingChange: null }, actor);
  return ownProfileAnswer(saved, await publishingMode());
}

/** The agency's setting (approval until an admin first saves one, at version 0). */
export async function readAgentProfilePublishing(): Promise<AgentProfilePublishingSetting> {
  const stored = await findAgentProfilePublishing();
  return { mode: stored?.mode ?? DEFAULT_PUBLISHING, version: stored?.version ?? 0 };
}

/** Saves the agency's setting at the version loaded (0 the first time; 409 when stale). */
export async function saveAgentProfilePublishingSetting(
  input: { mode: AgentProfilePublishingMode; version: number },
  actor: WriteActor,
): Promise<AgentProfilePublishingSetting> {
  const saved = await saveAgentProfilePublishing(input.version, input.mode, actor);
  return { mode: saved.mode, version: saved.version };
}
