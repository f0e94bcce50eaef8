import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One document client per process, created at module scope so warm invocations reuse its connections.
 * `DYNAMO_ENDPOINT` points it at dynalite in the local stack and in tests; in AWS it is unset.
 */
function createClient(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMO_ENDPOINT;
  const base = new DynamoDBClient(
    endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
  );
  return DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

let client: DynamoDBDocumentClient | undefined;

/** The shared document client (lazily created so tests can set the endpoint first). */
export function dynamo(): DynamoDBDocumentClient {
  client ??= createClient();
  return client;
}

/**
 * Whether an AWS error is a failed ConditionExpression: the expected outcome of a lost race, a taken key or a
 * stale version, which callers turn into a domain answer rather than a 500.
 */
export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Drops the cached client; tests that switch endpoints call this. */
export function resetDynamoClient(): void {
  client = undefined;
}
