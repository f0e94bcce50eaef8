import type { AdminWorkCounts } from '@tdp/shared/schemas/admin-work-counts';
import { countLeadsOfStatus } from '../../data/lead-repository.ts';
import { profilesWithPendingChange } from '../agents/pending-profile-changes.ts';

/**
 * What waits for the admins, for the admin menu: the leads still `new` (a COUNT Query of their status partition) and
 * the agents' page changes waiting for approval (one Query of the profile partition, as the approval screen reads it).
 */
export async function readAdminWorkCounts(): Promise<AdminWorkCounts> {
  const [newLeads, waiting] = await Promise.all([countLeadsOfStatus('new'), profilesWithPendingChange()]);
  return { newLeads, pendingProfileChanges: waiting.length };
}
