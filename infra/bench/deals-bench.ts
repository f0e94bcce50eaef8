/**
 * `npm run bench:deals`: what one page of `POST /packages/deals` costs, at 200 and at 10,000 packages.
 *
 * For each size it starts a private in-memory dynalite (and s3rver), bulk-loads a generated catalogue
 * (the local seed's generator), then sends requests through the public group's Lambda handler exactly as
 * API Gateway would. A middleware on the functions' DynamoDB client asks every call for
 * `ReturnConsumedCapacity: TOTAL` and counts calls and capacity units per request. CPU time per request
 * comes from `process.cpuUsage()`; because dynalite runs in this process, that figure includes the stand-in's
 * own work for the GetItem, so the CPU of the in-memory index lookup alone is printed beside it.
 *
 * Every generated package that is not a draft sells weekly departures from two to four cities (about 40 per
 * package on average), so filters by departure city and travel month run over 400,000 departures at 10,000 packages.
 * The memory the index takes per package (card records, postings, fare table) is measured with a forced garbage
 * collection before and after building it.
 *
 * Targets (issues 4 and 20): warm function ≤ 2 calls and ≤ 6 RCU per page at both sizes; CPU p50 ≤ 2 ms for a
 * departure-city and month filter.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ApiEvent, ApiResult } from '../../functions/src/http/http-types.ts';
import { routes } from '@tdp/shared/api/routes';
import { routeKeyOf } from '@tdp/shared/api/route-definition';
import { TRAVEL_STYLE_IDS } from '@tdp/shared/constants';
import type { DealsFilter } from '@tdp/shared/schemas/package';
import { isPackageOnSale } from '@tdp/shared/schemas/package';
import { startLocalAws, createLocalDocumentClient } from '../../functions/local/local-aws.ts';
import { applyEnv } from '../../functions/local/use-local-aws.ts';
import { dynamo } from '../../functions/src/data/dynamo-client.ts';
import { clearCatalogueIndexCache, currentCatalogueIndex, lastCatalogueRebuild } from '../../functions/src/domain/deals/catalogue-index-cache.ts';
import { packageChangedWrites } from '../../functions/src/data/catalogue-version-repository.ts';
import { writeContentTransaction } from '../../functions/src/data/content-transaction.ts';
import { agencyToday } from '../../functions/src/domain/deals/agency-calendar.ts';
import { batchPut, buildSeedReferenceData, catalogueItems } from '../local/seed/catalogue-seed.ts';
import { generatePackages, type DepartureMix } from '../local/seed/package-generator.ts';
import { listPackageCards, packageCardWrite } from '../../functions/src/data/package-repository.ts';
import { toPackageCardRecord } from '../../functions/src/domain/packages/package-card.ts';
import { listContinents } from '../../functions/src/data/continent-repository.ts';
import { CatalogueIndex } from '../../functions/src/domain/deals/catalogue-index.ts';

const SIZES = [200, 10_000];
const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TARGET_CALLS = 2;
const TARGET_RCU = 6;
/** Every package that is not a draft sells departures, 40 on average. */
const BENCH_DEPARTURES: DepartureMix = { share: 1, average: 40 };

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap the catalogue index of the loaded table takes: card records, postings and fare table (bytes). */
async function measureIndexMemory(): Promise<{ bytes: number; fareBytes: number; size: number }> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const [cards, continents] = await Promise.all([listPackageCards(), listContinents()]);
  const index = new CatalogueIndex(0, cards, continents);
  cards.length = 0;
  collectGarbage();
  const bytes = process.memoryUsage().heapUsed - before;
  return { bytes, fareBytes: index.fareTableBytes, size: index.size };
}

interface Meter {
  calls: number;
  capacity: number;
  commands: string[];
}

const meter: Meter = { calls: 0, capacity: 0, commands: [] };

function resetMeter(): void {
  meter.calls = 0;
  meter.capacity = 0;
  meter.commands = [];
}

/** Counts every DynamoDB call of the functions' client and the capacity it consumed. */
function instrumentDynamoClient(): void {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      meter.calls += 1;
      meter.commands.push(String(context.commandName));
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) meter.capacity += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
}

function dealsEvent(filter: Partial<DealsFilter>): ApiEvent {
  const route = routes.searchDeals;
  const routeKey = routeKeyOf(route);
  return {
    version: '2.0',
    routeKey,
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destinationIds: [], travelStyleIds: [], ...filter }),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'bench',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      http: { method: route.method, path: route.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    },
  } as ApiEvent;
}

type Handler = (event: ApiEvent, context: object) => Promise<ApiResult>;

interface Measured {
  calls: number;
  capacity: number;
  cpuMs: number;
  wallMs: number;
  total: number;
}

async function measure(handler: Handler, filter: Partial<DealsFilter>): Promise<Measured> {
  resetMeter();
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await handler(dealsEvent(filter), {});
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  if (result.statusCode !== 200) throw new Error(`deals answered ${result.statusCode}: ${result.body}`);
  return { calls: meter.calls, capacity: meter.capacity, cpuMs: (cpu.user + cpu.system) / 1000, wallMs, total: JSON.parse(result.body!).total };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

function pad(text: string | number, width: number, left = false): string {
  const value = String(text);
  return left ? value.padEnd(width) : value.padStart(width);
}

async function benchSize(size: number): Promise<boolean> {
  const aws = await startLocalAws();
  const restore = applyEnv(aws.env);
  const loader = createLocalDocumentClient(aws.dynamoEndpoint);
  let withinTargets = true;
  try {
    const reference = buildSeedReferenceData();
    const packages = generatePackages(size, reference.generatorInput, 1, BENCH_DEPARTURES);
    const departureCount = packages.reduce((sum, pkg) => sum + (pkg.departures?.length ?? 0), 0);
    const items = catalogueItems(reference, packages);
    const loadStarted = performance.now();
    await batchPut(loader, aws.tableNames.content, items);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const today = agencyToday();
    const onSale = packages.filter((pkg) => isPackageOnSale(pkg, today)).length;

    instrumentDynamoClient();
    clearCatalogueIndexCache();
    const { handler } = (await import('../../functions/src/groups/public/handler.ts')) as { handler: Handler };

    const place = (name: string) => {
      const match = reference.places.find((candidate) => candidate.cityName === name)!;
      return { city: `city-${match.cityId}`, country: `country-${match.countryId}`, continent: `continent-${match.continentId}` } as const;
    };
    const filters: Array<{ name: string; filter: Partial<DealsFilter> }> = [
      { name: 'no filter, page 1 of 21', filter: {} },
      { name: 'no filter, page 5 of 21', filter: { page: 5 } },
      { name: 'continent (Europe)', filter: { destinationIds: [place('Paris').continent] } },
      { name: 'country (Mexico)', filter: { destinationIds: [place('Cancun').country] } },
      { name: 'city (Punta Cana)', filter: { destinationIds: [place('Punta Cana').city] } },
      { name: 'style Cruises [4]', filter: { travelStyleIds: [TRAVEL_STYLE_IDS.cruises] } },
      { name: 'style Last Minute [13]', filter: { travelStyleIds: [TRAVEL_STYLE_IDS.lastMinute] } },
      { name: 'Europe + Rome country + 2 styles', filter: { destinationIds: [place('Paris').continent, place('Rome').country], travelStyleIds: [7, 17] } },
      { name: 'all, sorted by price, 60 per page', filter: { sort: 'price-asc', limit: 60 } },
      { name: 'all, sorted by departure', filter: { sort: 'departure' } },
      { name: 'from Vancouver in January', filter: { departureCityIds: [1], months: ['2027-01'] } },
      { name: 'Toronto, Jan+Feb, by price', filter: { departureCityIds: [11], months: ['2027-01', '2027-02'], sort: 'price-asc' } },
      {
        name: 'Mexico, Calgary, Jan, by price',
        filter: { destinationIds: [place('Cancun').country], departureCityIds: [5], months: ['2027-01'], sort: 'price-asc' },
      },
    ];

    const cold = await measure(handler, filters[0]!.filter);
    const coldCommands = [...meter.commands];
    const index = await currentCatalogueIndex();

    const memory = await measureIndexMemory();
    resetMeter();

    console.log(
      `\n${size.toLocaleString('en-CA')} packages (${onSale.toLocaleString('en-CA')} on sale today) with ${departureCount.toLocaleString('en-CA')} departures ` +
        `(${(departureCount / size).toFixed(1)} per package), ${items.length.toLocaleString('en-CA')} items bulk-loaded in ${loadSeconds.toFixed(1)} s`,
    );
    console.log(
      `index memory: ${(memory.bytes / 1024 / 1024).toFixed(1)} MB for ${memory.size.toLocaleString('en-CA')} packages, ${(memory.bytes / memory.size / 1024).toFixed(2)} KB per package ` +
        `(fare table ${(memory.fareBytes / memory.size).toFixed(0)} bytes per package)`,
    );
    console.log(
      `${pad('request', 36, true)}${pad('calls', 7)}${pad('RCU', 9)}${pad('matches', 9)}${pad('CPU p50 ms', 12)}${pad('CPU p95 ms', 12)}${pad('index p50 ms', 14)}`,
    );
    const coldCalls = coldCommands.reduce<Record<string, number>>((counts, command) => ({ ...counts, [command]: (counts[command] ?? 0) + 1 }), {});
    console.log(
      `${pad('cold start: first request', 36, true)}${pad(cold.calls, 7)}${pad(cold.capacity.toFixed(1), 9)}${pad(cold.total, 9)}${pad(cold.cpuMs.toFixed(2), 12)}${pad('-', 12)}${pad('-', 14)}` +
        `   (${Object.entries(coldCalls)
          .map(([command, count]) => `${count} ${command}`)
          .join(', ')}; wall ${cold.wallMs.toFixed(0)} ms)`,
    );
    // A package saved meanwhile: the next request rebuilds the warm index from the change log (the card written and
    // the continents) instead of reading the card partition again as the cold start did.
    const edited = packages.find((pkg) => pkg.status === 'published')!;
    await writeContentTransaction([
      packageCardWrite(toPackageCardRecord({ ...edited, title: `${edited.title} (edited)` })),
      ...packageChangedWrites(edited.id),
    ]);
    const afterWrite = await measure(handler, filters[0]!.filter);
    const rebuild = lastCatalogueRebuild();
    console.log(
      `${pad('after a package write', 36, true)}${pad(afterWrite.calls, 7)}${pad(afterWrite.capacity.toFixed(1), 9)}${pad(afterWrite.total, 9)}${pad(afterWrite.cpuMs.toFixed(2), 12)}${pad('-', 12)}${pad('-', 14)}` +
        `   (${rebuild?.kind === 'changes' ? `rebuilt from the change log: ${rebuild.cardsRead} card read` : 'rebuilt WHOLE'}; wall ${afterWrite.wallMs.toFixed(0)} ms)`,
    );

    for (const { name, filter } of filters) {
      const first = await measure(handler, filter);
      const cpu: number[] = [];
      const indexCpu: number[] = [];
      const fullFilter = { destinationIds: [], travelStyleIds: [], page: 1, limit: 21, ...filter } as DealsFilter;
      for (let run = 0; run < WARM_RUNS; run++) {
        cpu.push((await measure(handler, filter)).cpuMs);
        const before = process.cpuUsage();
        index.deals(fullFilter, today);
        const used = process.cpuUsage(before);
        indexCpu.push((used.user + used.system) / 1000);
      }
      const ok = first.calls <= TARGET_CALLS && first.capacity <= TARGET_RCU;
      withinTargets &&= ok;
      console.log(
        `${pad(`warm: ${name}`, 36, true)}${pad(first.calls, 7)}${pad(first.capacity.toFixed(1), 9)}${pad(first.total, 9)}${pad(percentile(cpu, 0.5).toFixed(3), 12)}${pad(percentile(cpu, 0.95).toFixed(3), 12)}${pad(percentile(indexCpu, 0.5).toFixed(3), 14)}${ok ? '' : '   ABOVE TARGET'}`,
      );
    }
  } finally {
    dynamo().middlewareStack.remove('benchMeter');
    loader.destroy();
    clearCatalogueIndexCache();
    restore();
    await aws.stop();
  }
  return withinTargets;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  console.log(
    `Deals query bench: ${WARM_RUNS} warm requests per filter through the public handler; targets ≤ ${TARGET_CALLS} calls and ≤ ${TARGET_RCU} RCU per page.`,
  );
  let allWithin = true;
  for (const size of SIZES) allWithin = (await benchSize(size)) && allWithin;
  console.log(`\n${allWithin ? 'Every warm page is within the targets.' : 'Some warm pages are ABOVE the targets.'}`);
  if (!allWithin) process.exitCode = 1;
}

await main();
