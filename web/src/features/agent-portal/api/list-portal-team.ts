import { routes } from '@tdp/shared/api/routes';
import type { TeamAnswer } from '@tdp/shared/schemas/people';
import { useApi } from '../../../lib/use-api.ts';

/** `GET /api/portal/team`: the active admins' name, position and picture, for AdminTeamList. */
export function usePortalTeam() {
  return useApi<TeamAnswer>(routes.listPortalTeam);
}
