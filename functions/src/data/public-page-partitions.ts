import { AGENT_PROFILE_PARTITION } from './agent-and-email-keys.ts';
import { catalogueVersionKey, COLLECTION_PARTITIONS, PACKAGE_PARTITION_PREFIX, PACKAGE_URL_PARTITION_PREFIX } from './content-keys.ts';

/**
 * The content table's partitions that public pages read, as IAM `StringLike` patterns of `dynamodb:LeadingKeys`: all
 * the render function's role may read (infra/lib/group-permissions.ts). Built from the key builders, so a renamed
 * partition moves the grant with it; `infra/local/render-function-reads.test.ts` walks every public read over the
 * seeded stack and fails on a read outside these. Not here: counters, seed markers, e-mail templates and types,
 * the portal's items (pages, visits, welcome video, publishing setting), suppliers, webinars and newsletters.
 */
export const PUBLIC_PAGE_PARTITIONS: readonly string[] = [
  COLLECTION_PARTITIONS.continent,
  COLLECTION_PARTITIONS.travelStyle,
  COLLECTION_PARTITIONS.departureCity,
  COLLECTION_PARTITIONS.pricingTable,
  COLLECTION_PARTITIONS.promotion,
  COLLECTION_PARTITIONS.testimonial,
  COLLECTION_PARTITIONS.bestBet,
  COLLECTION_PARTITIONS.topPick,
  COLLECTION_PARTITIONS.packageCard,
  `${PACKAGE_PARTITION_PREFIX}*`,
  `${PACKAGE_URL_PARTITION_PREFIX}*`,
  catalogueVersionKey().PK,
  AGENT_PROFILE_PARTITION,
];
