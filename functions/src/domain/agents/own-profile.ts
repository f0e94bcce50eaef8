import { isDeepStrictEqual } from 'node:util';
import {
  AGENT_OWN_PROFILE_FIELDS,
  type AgentOwnProfile,
  type AgentOwnProfileUpdate,
  type AgentProfilePublishingMode,
  type AgentProfilePublishingSetting,
  type PendingProfileChange,
  type PendingProfileChangeView,
  type ProfileChangeDecision,
  type ProfileFieldChange,
} from '@tdp/shared/schemas/agent-own-profile';
import { findAgentProfilePublishing, saveAgentProfilePublishing } from '../../data/agent-profile-publishing-repository.ts';
import {
  agentProfileDraft,
  AGENT_PROFILE_NOT_FOUND_MESSAGE,
  findAgentProfile,
  listAgentProfiles,
  updateAgentProfile,
  type StoredAgentProfile,
} from '../../data/agent-profile-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import type { Caller } from '../../http/http-types.ts';
import { Invalid, NotFound } from '../domain-errors.ts';
import { profileOfCaller } from './caller-profile.ts';

/** Until an admin chooses, an agent's change waits for approval: nothing reaches the public page unseen. */
const DEFAULT_PUBLISHING: AgentProfilePublishingMode = 'approval';

const NO_PROFILE_MESSAGE = 'No agent page is linked to your account yet. Ask the agency team to set it up.';
const NOTHING_PENDING_MESSAGE = 'No change of this agent is waiting for approval.';

/** Where an agent's own photos live in the media library; a photo elsewhere must be the one already on the page. */
export function agentPhotoFolder(slug: string): string {
  return `agents/${slug}/`;
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
 * an earlier one) and the public page is unchanged until an admin approves it. A photo must be null, the one already
 * on the page, or one in the agent's own folder.
 */
export async function updateOwnAgentProfile(caller: Caller, input: AgentOwnProfileUpdate, actor: WriteActor): Promise<AgentOwnProfile> {
  const [profile, mode] = await Promise.all([ownProfile(caller), publishingMode()]);
  if (input.photo !== null && input.photo !== profile.photo && !input.photo.startsWith(agentPhotoFolder(profile.slug))) {
    throw new Invalid('Choose a photo you uploaded to your page.', { photo: `must be a photo in ${agentPhotoFolder(profile.slug)}` });
  }
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
  return ownProfileAnswer(saved, mode);
}

/** Agents' changes waiting for approval, oldest first, each with its differences from the public profile. */
export async function listPendingProfileChanges(): Promise<PendingProfileChangeView[]> {
  return (await listAgentProfiles())
    .filter((profile) => profile.pendingChange)
    .map((profile) => ({ ...profile.pendingChange!, slug: profile.slug, name: profile.name, version: profile.version, diff: diffOf(profile, profile.pendingChange!.changes) }))
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
export async function saveAgentProfilePublishingSetting(input: { mode: AgentProfilePublishingMode; version: number }, actor: WriteActor): Promise<AgentProfilePublishingSetting> {
  const saved = await saveAgentProfilePublishing(input.version, input.mode, actor);
  return { mode: saved.mode, version: saved.version };
}
