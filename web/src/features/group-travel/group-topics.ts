import type { GroupType } from '@tdp/shared/schemas/lead-forms';
import { PUBLIC_PATHS } from '@tdp/shared/site-paths/public-paths';

/** The group trips with a page of their own, in the order the overview shows them. */
export const GROUP_TOPICS = ['friends-and-family', 'destination-wedding', 'group-promotion'] as const satisfies readonly GroupType[];
export type GroupTopic = (typeof GROUP_TOPICS)[number];

const TOPIC_PATHS: Readonly<Record<GroupTopic, string>> = {
  'friends-and-family': PUBLIC_PATHS.friendsAndFamily,
  'destination-wedding': PUBLIC_PATHS.destinationWedding,
  'group-promotion': PUBLIC_PATHS.groupPromotion,
};

/** The page of a kind of group trip: `/group-travels/destination-wedding`. */
export function groupTopicPath(topic: GroupTopic): string {
  return TOPIC_PATHS[topic];
}

/** The group quote form with the kind of trip already chosen (none from the overview). */
export function groupQuotePath(topic?: GroupTopic): string {
  const path = PUBLIC_PATHS.groupRequestQuote;
  return topic ? `${path}?groupType=${topic}` : path;
}
