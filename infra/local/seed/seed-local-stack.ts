import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { TableName } from '@tdp/functions/data/table-definitions';
import { seedAccounts } from './accounts-seed.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { seedAgents } from './agents-seed.ts';
import { seedEmail } from './email-seed.ts';
import { seedPortal } from './portal-seed.ts';
import { seedSampleLeads } from './sample-leads-seed.ts';

/** What an area seeder gets: clients for the local stand-ins and where things are. Seeds run only locally. */
export interface SeedContext {
  doc: DynamoDBDocumentClient;
  s3: S3Client;
  tableNames: Record<TableName, string>;
  bucket: string;
  dataDir: string;
  log(message: string): void;
}

/** One area's seed: `run` writes that area's data; it runs once per data folder. */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/**
 * The area seeders, in order (later ones may rely on earlier ones' data). Each area adds its line here:
 * `{ name: 'accounts', run: seedAccounts }` from `./accounts-seed.ts`, `{ name: 'catalogue', run: seedCatalogue }`
 * from `./catalogue-seed.ts`.
 */
export const SEEDERS: readonly Seeder[] = [
  { name: 'accounts', run: seedAccounts },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'agents', run: seedAgents },
  { name: 'email', run: seedEmail },
  { name: 'portal', run: (context) => seedPortal(context) },
  // Only with SEED_SAMPLE_LEADS=1 (npm start): other test stacks expect an empty inbox.
  { name: 'sample-leads', run: (context) => seedSampleLeads(context) },
];

/** Marker items live in the content table's `SEED` partition, one per seeder, so they go when the data goes. */
const MARKER_PARTITION = 'SEED';
const markerKey = (seeder: string) => ({ PK: MARKER_PARTITION, SK: `SEEDER#${seeder}` });

/**
 * Runs every seeder that has not yet run on this data, in order, and records each one's completion in the
 * content table. The first start seeds everything; later starts seed only areas added since. A seeder that
 * fails leaves no marker, so the next start runs it again. Returns the names of the seeders that ran.
 */
export async function seedLocalStack(context: SeedContext, seeders: readonly Seeder[] = SEEDERS): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const { Item } = await context.doc.send(new GetCommand({ TableName: context.tableNames.content, Key: markerKey(seeder.name), ConsistentRead: true }));
    if (Item) continue;
    const startedAt = Date.now();
    await seeder.run(context);
    await context.doc.send(new PutCommand({ TableName: context.tableNames.content, Item: { ...markerKey(seeder.name), seededAt: new Date().toISOString() } }));
    context.log(`seeded ${seeder.name} in ${Date.now() - startedAt} ms`);
    ran.push(seeder.name);
  }
  return ran;
}
