import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * A function that only creates a DynamoDB client, Powertools' Logger and Metrics at module scope, as the functions do:
 * `npm run bench:functions` bundles it like a function and times its import against the bare client's.
 */
const client = new DynamoDBClient({});
const logger = new Logger({ serviceName: 'bench' });
const metrics = new Metrics({ namespace: 'bench' });

export async function handler(): Promise<string> {
  logger.info('probe');
  metrics.clearMetrics();
  return String(client.config.region);
}
