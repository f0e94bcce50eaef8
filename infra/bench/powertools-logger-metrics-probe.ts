import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { logger } from '@tdp/functions/observability/logger';
import { countMetric, flushMetrics } from '@tdp/functions/observability/metrics';

/**
 * A function that only creates a DynamoDB client and the functions' own Logger and Metrics (Powertools, as
 * functions/src/observability sets them up) at module scope: `npm run bench:functions` bundles it like a function and
 * times its import against the bare client's.
 */
const client = new DynamoDBClient({});

export async function handler(): Promise<string> {
  logger.info('probe');
  countMetric('LeadsReceived');
  flushMetrics();
  return String(client.config.region);
}
