import { tableNameOf } from './table-definitions.ts';

/** Physical name of the leads table (quote requests, applications, contact messages, form rate limits). */
export function leadsTable(): string {
  return tableNameOf('leads');
}
