/**
 * The three tables, split by security boundary; each is single-table inside.
 * Read by the CDK data stack and by the local stack, so keys and indexes never drift.
 *
 * - content: everything the public site shows (catalogue, homepage, portal content, agents' public profiles).
 * - identity: users, password hashes, refresh-token families, reset keys, rate-limit counters.
 * - leads: quote requests, agent applications, contact messages (customers' personal data).
 */
export type TableName = 'content' | 'identity' | 'leads';

export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
}

export interface TableDefinition {
  /** Logical name; the physical name comes from the stage (never hard-coded in AWS). */
  name: TableName;
  /** Environment variable through which a function learns the physical table name. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  globalIndexes: IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry (TTL in AWS; checked in code everywhere, since dynalite has no TTL). */
  ttlAttribute?: string;
}

const PK: KeyAttribute = { name: 'PK', type: 'S' };
const SK: KeyAttribute = { name: 'SK', type: 'S' };

function gsi(n: number): IndexDefinition {
  return {
    indexName: `GSI${n}`,
    partitionKey: { name: `GSI${n}PK`, type: 'S' },
    sortKey: { name: `GSI${n}SK`, type: 'S' },
  };
}

export const TABLES: Readonly<Record<TableName, TableDefinition>> = {
  content: {
    name: 'content',
    envVar: 'CONTENT_TABLE',
    partitionKey: PK,
    sortKey: SK,
    globalIndexes: [gsi(1), gsi(2)],
    // Sweeps the catalogue's change log (catalogue-version-repository.ts); no other content item has `expiresAt`.
    ttlAttribute: 'expiresAt',
  },
  identity: {
    name: 'identity',
    envVar: 'IDENTITY_TABLE',
    partitionKey: PK,
    sortKey: SK,
    globalIndexes: [gsi(1)],
    ttlAttribute: 'expiresAt',
  },
  leads: {
    name: 'leads',
    envVar: 'LEADS_TABLE',
    partitionKey: PK,
    sortKey: SK,
    globalIndexes: [gsi(1), gsi(2)],
    ttlAttribute: 'expiresAt',
  },
};

export const TABLE_LIST: readonly TableDefinition[] = Object.values(TABLES);

/** Physical table name for a table, read from its environment variable. */
export function tableNameOf(table: TableName): string {
  const definition = TABLES[table];
  const value = process.env[definition.envVar];
  if (!value) throw new Error(`${definition.envVar} is not set`);
  return value;
}

/** Environment variable through which a function learns the media bucket's name. */
export const MEDIA_BUCKET_ENV = 'MEDIA_BUCKET';
