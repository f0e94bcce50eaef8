import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUrl } from '@tdp/shared/api/build-url';
import { routeList } from '@tdp/shared/api/routes';
import { dynamo } from '@tdp/functions/data/dynamo-client';
import { PUBLIC_PAGE_PARTITIONS } from '@tdp/functions/data/public-page-partitions';
import { sampleRequest } from '../../functions/test/hardening/route-samples.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { listsFirst, SEEDED_READ_PARAMS, type SeededAnswers } from '../test/seeded-reads-walk.ts';

/**
 * The render function's role reads the content table only where `dynamodb:LeadingKeys` matches PUBLIC_PAGE_PARTITIONS
 * (infra/lib/group-permissions.ts): AWS refuses it anything else. Its pages read through the public group's handler,
 * as a visitor: every public read of the manifest is walked here, anonymously, over the seeded stack, and every
 * DynamoDB call the handler makes is recorded. A read outside the grant would break a page in AWS only.
 */

/** One DynamoDB call: its command, table, index and the partition key values it reads or writes. */
interface RecordedCall {
  command: string;
  table: string | undefined;
  index: string | undefined;
  partitions: string[];
}

type AttributeValue = string | { S?: string } | undefined;

function text(value: AttributeValue): string {
  return typeof value === 'string' ? value : (value?.S ?? JSON.stringify(value));
}

/** The partition key values of a call's input, low-level or document form alike. */
function partitionsOf(input: Record<string, any>): { table: string | undefined; partitions: string[] } {
  if (input.Key) return { table: input.TableName, partitions: [text(input.Key.PK)] };
  if (input.RequestItems) {
    const [[table, request]] = Object.entries(input.RequestItems as Record<string, { Keys: Array<{ PK: AttributeValue }> }>);
    return { table, partitions: request!.Keys.map((key) => text(key.PK)) };
  }
  if (input.KeyConditionExpression) {
    const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
    const equalities = [...String(input.KeyConditionExpression).matchAll(/(#?\w+)\s*=\s*(:\w+)/g)];
    const partition = equalities.find(([, name]) => (names[name!] ?? name) === 'PK');
    return { table: input.TableName, partitions: partition ? [text(input.ExpressionAttributeValues[partition[2]!])] : ['(no PK condition)'] };
  }
  return { table: input.TableName, partitions: ['(whole table)'] };
}

/** IAM's `StringLike`: `*` any run of characters, `?` one. */
function matchesStringLike(value: string, pattern: string): boolean {
  const expression = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${expression}$`).test(value);
}

/** The calls behind the role's read actions (GetItem, BatchGetItem, Query): no Scan, no write. */
const READ_COMMANDS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ web: 'none', quiet: true });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('what the render function reads', () => {
  it('stays inside the partitions its role may read, for every public read of the seeded stack', async () => {
    const calls: RecordedCall[] = [];
    const client = dynamo();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, any>;
        calls.push({ command: String(context.commandName), index: input.IndexName, ...partitionsOf(input) });
        return next(args);
      },
      { step: 'initialize', name: 'recordRenderReadsForTest' },
    );
    const answers: SeededAnswers = {};
    const walked: string[] = [];
    try {
      for (const route of listsFirst(routeList.filter((candidate) => candidate.group === 'public' && candidate.access === 'public'))) {
        const params = SEEDED_READ_PARAMS[route.name]?.(answers);
        if (route.path.includes('{') && !params)
          throw new Error(`${route.name}: say in SEEDED_READ_PARAMS (infra/test/seeded-reads-walk.ts) where its path parameters come from`);
        const sample = sampleRequest(route);
        const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
        const response = await fetch(`${stack.apiUrl}${buildUrl(route, params)}${query}`, {
          method: route.method,
          headers: sample.body === undefined ? {} : { 'content-type': 'application/json' },
          body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
        });
        const body = await response.text();
        expect(response.status, `${route.method} ${route.path}: ${body.slice(0, 300)}`).toBe(200);
        answers[route.name] = JSON.parse(body);
        walked.push(route.name);
      }
    } finally {
      client.middlewareStack.remove('recordRenderReadsForTest');
    }

    expect(walked).toEqual(
      expect.arrayContaining(['searchDeals', 'getPackage', 'listRelatedPackages', 'getSitemap', 'getContinent', 'getPricingTable', 'getAgent']),
    );
    const outside = calls.filter(
      (call) =>
        !READ_COMMANDS.has(call.command) ||
        call.table !== process.env.CONTENT_TABLE ||
        call.index !== undefined ||
        call.partitions.some((partition) => !PUBLIC_PAGE_PARTITIONS.some((pattern) => matchesStringLike(partition, pattern))),
    );
    expect(outside).toEqual([]);
    // Every partition of the grant is one a public page reads: none is granted for nothing.
    const read = calls.flatMap((call) => call.partitions);
    expect(PUBLIC_PAGE_PARTITIONS.filter((pattern) => !read.some((partition) => matchesStringLike(partition, pattern)))).toEqual([]);
  }, 180_000);
});
