import type { GroupType } from '@tdp/shared/schemas/lead';
import { SITE_PATHS } from '../../lib/site-paths.ts';

/** The group trips with a page of their own, in the order the overview shows them. */
export const GROUP_TOPICS = ['friends-and-family', 'destination-wedding', 'group-promotion'] as const satisfies readonly GroupType[];
export type GroupTopic = (typeof GROUP_TOPICS)[number];

/** The page of a kind of group trip: `/group-travels/destination-wedding`. */
export function groupTopicPath(topic: GroupTopic): string {
  return `${SITE_PATHS.groupTravel}/${topic}`;
}

/** The group quote form with the kind of trip already chosen (none from the overview). */
export function groupQuotePath(topic?: GroupTopic): string {
  const path = '/group-travel-request-a-quote';
  return topic ? `${path}?groupType=${topic}` : path;
}
