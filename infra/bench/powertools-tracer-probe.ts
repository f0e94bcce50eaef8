import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * A function that only creates a DynamoDB client and Powertools' Tracer (capturing the client's calls) at module scope:
 * `npm run bench:functions` bundles it like a function and times its import against the bare client's. Tracer is not
 * used by the functions (docs/decisions/powertools-logs-and-metrics.md); this probe keeps its cost measured.
 */
const tracer = new Tracer({ serviceName: 'bench' });
const client = tracer.captureAWSv3Client(new DynamoDBClient({}));

export async function handler(): Promise<string> {
  return String(client.config.region);
}
