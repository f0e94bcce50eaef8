import { mediaPrefixObjects } from './media-prefix-objects.ts';

/**
 * Agents' own photos in the media bucket, under `agents/` (the only prefix the people group may put or read there:
 * no listing, no delete). Every S3 call about them is here.
 */

/** The media bucket's prefix of agents' own photos; each agent's are under `agents/{slug}/`. */
export const AGENT_PHOTO_PREFIX = 'agents/';

export const agentPhotoRepository = mediaPrefixObjects(AGENT_PHOTO_PREFIX, 'an agent photo');
