import { tableNameOf } from './table-definitions.ts';

/** Physical name of the leads table (quote requests, applications, contact messages, form rate limits). */
export function leadsTable(): string {
  return tableNameOf('leads');
}

/** Whether an AWS error is a failed ConditionExpression: the expected outcome of a lost race or a stale version. */
export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
