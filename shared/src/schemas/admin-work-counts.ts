/**
 * What waits for the admins, counted for the admin menu (`GET /api/admin/work-counts`): leads still `new`, and agents'
 * own page changes waiting for approval. Decisions: docs/decisions/leads-api.md ("Work counts").
 */
export interface AdminWorkCounts {
  newLeads: number;
  pendingProfileChanges: number;
}
