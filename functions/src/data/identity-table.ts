import { tableNameOf } from './table-definitions.ts';

/** Physical name of the identity table (users, sessions, password keys, rate-limit counters). */
export function identityTable(): string {
  return tableNameOf('identity');
}

/** Whether an AWS error is a failed ConditionExpression: the expected outcome of a lost race or a taken key. */
export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
