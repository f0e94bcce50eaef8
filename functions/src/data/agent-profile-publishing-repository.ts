import type { AgentProfilePublishingMode } from '@tdp/shared/schemas/agent-own-profile';
import type { AuditFields } from '@tdp/shared/schemas/common-fields';
import { getEntity, type WriteActor } from './content-table.ts';
import { saveFixedItem } from './fixed-item.ts';
import { agentProfilePublishingKey } from './portal-keys.ts';

/** The stored setting: whether agents' own profile changes publish at once. */
export interface StoredAgentProfilePublishing extends AuditFields {
  mode: AgentProfilePublishingMode;
}

/** The setting, or null until an admin first saves it. */
export function findAgentProfilePublishing(): Promise<StoredAgentProfilePublishing | null> {
  return getEntity<StoredAgentProfilePublishing>(agentProfilePublishingKey());
}

/** Stores the setting at `expectedVersion` (0: first save). 409 when stale. */
export function saveAgentProfilePublishing(
  expectedVersion: number,
  mode: AgentProfilePublishingMode,
  actor: WriteActor,
): Promise<StoredAgentProfilePublishing> {
  return saveFixedItem<StoredAgentProfilePublishing>(agentProfilePublishingKey(), 'agentProfilePublishing', expectedVersion, { mode }, actor);
}
