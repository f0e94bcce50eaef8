import { tableNameOf } from './table-definitions.ts';

/** Physical name of the identity table (users, sessions, password keys, rate-limit counters). */
export function identityTable(): string {
  return tableNameOf('identity');
}
