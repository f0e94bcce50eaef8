import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client.ts';

/**
 * How many items a Query matches, with `Select: COUNT` page after page (a page stops at 1 MB of items read), so the
 * items themselves never leave the table.
 */
export async function countQuery(query: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...query, Select: 'COUNT', ExclusiveStartKey: startKey }));
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
