import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { HANDLER_GROUPS, type HandlerGroup } from '@tdp/shared/api/route-definition';
import { FUNCTION_BUNDLING } from '../lib/bundled-function.ts';
import { GROUP_ACCESS } from '../lib/group-permissions.ts';
import { SHARP_PACKAGE } from '../lib/sharp-package.ts';
import { groupHandlerEntry, REPOSITORY_ROOT } from '../lib/repository-paths.ts';

/**
 * `npm run bench:functions`: builds every handler group as CDK does (the esbuild settings of
 * `infra/lib/bundled-function.ts`), then prints each bundle's minified size and the time a fresh Node
 * process takes to import it, as a ratio to importing a bare `DynamoDBClient` (the floor of any function
 * that reads a table). Times are the import's CPU time, medians of several fresh processes, group and
 * baseline interleaved. Targets: at most 600 KiB each, ratio at most 1.2; exits with 1 when one is missed.
 *
 * Bundles are written under node_modules/.cache so that, as on the Lambda runtime, the AWS SDK packages
 * the bundle leaves out resolve to an installed SDK.
 *
 * Then what Powertools for AWS Lambda costs a function (docs/decisions/powertools-logs-and-metrics.md): two probe
 * functions (a DynamoDB client plus Logger and Metrics; a DynamoDB client plus Tracer), bundled the same way and timed
 * in the same rounds, minus the bare client: the bytes and import CPU each adds, and that CPU as a share of the median
 * group's import (the part of a cold start the code decides).
 */

const MAX_BUNDLE_KIB = 600;
const MAX_IMPORT_RATIO = 1.2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const OUT_DIR = path.join(REPOSITORY_ROOT, 'node_modules', '.cache', 'functions-bench');
/** The environment a function starts with (CDK sets NODE_OPTIONS=--enable-source-maps). */
/** The Powertools probes, beside this file: each is measured minus the bare DynamoDB client. */
const POWERTOOLS_PROBES = {
  'Logger + Metrics': 'powertools-logger-metrics-probe.ts',
  Tracer: 'powertools-tracer-probe.ts',
} as const;
type ProbeName = keyof typeof POWERTOOLS_PROBES;
const FUNCTION_ENV = { PATH: process.env.PATH ?? '', AWS_REGION: 'ca-central-1', STAGE: 'bench', LOG_LEVEL: 'silent', NODE_OPTIONS: '--enable-source-maps' };

/**
 * The esbuild options CDK's NodejsFunction derives from the bundling settings (its `esbuild` command line);
 * `nativePackage` is left out of the bundle as CDK leaves it (sharp, copied beside the bundle of the groups that
 * decode pictures: api-stack.ts), so the size is the deployed bundle's and the import loads it as the function does.
 */
function esbuildOptionsOf(entry: string, outfile: string, nativePackage?: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: FUNCTION_BUNDLING.target,
    format: FUNCTION_BUNDLING.format,
    minify: FUNCTION_BUNDLING.minify,
    // CDK passes `--sourcemap=<mode>` unless the mode is the default (a map named by a comment in the bundle).
    sourcemap: (FUNCTION_BUNDLING.sourceMapMode as SourceMapMode) === SourceMapMode.DEFAULT ? FUNCTION_BUNDLING.sourceMap : FUNCTION_BUNDLING.sourceMapMode,
    sourcesContent: FUNCTION_BUNDLING.sourcesContent,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    // CDK passes `externalModules` as given (bundleAwsSDK only matters when they are left unset).
    external: [...FUNCTION_BUNDLING.externalModules, ...(nativePackage ? [nativePackage] : [])],
    banner: { js: FUNCTION_BUNDLING.banner },
    logLevel: 'warning',
  };
}

/** Milliseconds a fresh process takes to import `specifier` (and, for the baseline, read its `DynamoDBClient`). */
function importTime(probe: string, specifier: string): ImportTime {
  const output = execFileSync(process.execPath, [probe, specifier], { cwd: OUT_DIR, env: FUNCTION_ENV, encoding: 'utf8' });
  return JSON.parse(output) as ImportTime;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Prints the import's CPU time (user + system) and wall time in ms. CPU time is what the ratio uses: on a shared
// machine wall time mostly measures the other processes; CPU time is the work the import itself costs.
const PROBE = `const cpu = process.cpuUsage();
const started = performance.now();
const loaded = await import(process.argv[2]);
if (process.argv[2] === '@aws-sdk/client-dynamodb' && typeof loaded.DynamoDBClient !== 'function') throw new Error('no DynamoDBClient');
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ cpu: (used.user + used.system) / 1000, wall }));
`;

interface ImportTime {
  cpu: number;
  wall: number;
}

async function main(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const probe = path.join(OUT_DIR, 'import-probe.mjs');
  writeFileSync(probe, PROBE);

  const bundles = new Map<HandlerGroup, { file: string; kib: number }>();
  for (const group of HANDLER_GROUPS) {
    const file = path.join(OUT_DIR, group, 'index.mjs');
    await build(esbuildOptionsOf(groupHandlerEntry(group), file, GROUP_ACCESS[group].checksPictures ? SHARP_PACKAGE.name : undefined));
    bundles.set(group, { file, kib: statSync(file).size / 1024 });
  }

  const probes = new Map<ProbeName, { file: string; bytes: number }>();
  for (const [name, source] of Object.entries(POWERTOOLS_PROBES) as Array<[ProbeName, string]>) {
    const file = path.join(OUT_DIR, `probe-${source.replace(/\.ts$/, '')}`, 'index.mjs');
    await build(esbuildOptionsOf(path.join(import.meta.dirname, source), file));
    probes.set(name, { file, bytes: statSync(file).size });
  }
  // The bare client bundled the same way: what a probe adds is its size and import time minus this one's.
  const bareFile = path.join(OUT_DIR, 'probe-bare', 'index.mjs');
  writeFileSync(
    path.join(OUT_DIR, 'bare-probe.ts'),
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const client = new DynamoDBClient({});\n",
  );
  await build(esbuildOptionsOf(path.join(OUT_DIR, 'bare-probe.ts'), bareFile));
  const bareBytes = statSync(bareFile).size;

  const baseline: ImportTime[] = [];
  const bare: ImportTime[] = [];
  const times = new Map<HandlerGroup, ImportTime[]>(HANDLER_GROUPS.map((group) => [group, []]));
  const probeTimes = new Map<ProbeName, ImportTime[]>([...probes.keys()].map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    baseline.push(importTime(probe, '@aws-sdk/client-dynamodb'));
    bare.push(importTime(probe, pathToFileURL(bareFile).href));
    for (const group of HANDLER_GROUPS) times.get(group)!.push(importTime(probe, pathToFileURL(bundles.get(group)!.file).href));
    for (const [name, { file }] of probes) probeTimes.get(name)!.push(importTime(probe, pathToFileURL(file).href));
  }

  const baselineCpu = median(baseline.map((time) => time.cpu));
  const external = esbuildOptionsOf('', '').external!;
  console.log(`Handler group bundles (esbuild as CDK runs it; external: ${external.length ? external.join(', ') : 'none'}), ${ROUNDS} fresh processes each`);
  console.log(
    `Baseline: import a bare DynamoDBClient, median ${baselineCpu.toFixed(1)} ms CPU (${median(baseline.map((time) => time.wall)).toFixed(1)} ms wall)\n`,
  );
  console.log(
    `${'group'.padEnd(10)} ${'size KiB'.padStart(9)} ${'CPU ms'.padStart(8)} ${'wall ms'.padStart(8)} ${'ratio'.padStart(6)}  targets (≤ ${MAX_BUNDLE_KIB} KiB, ratio ≤ ${MAX_IMPORT_RATIO})`,
  );
  let missed = false;
  for (const group of HANDLER_GROUPS) {
    const { kib } = bundles.get(group)!;
    const cpu = median(times.get(group)!.map((time) => time.cpu));
    const wall = median(times.get(group)!.map((time) => time.wall));
    const ratio = cpu / baselineCpu;
    const verdict = [kib <= MAX_BUNDLE_KIB ? 'size met' : 'size MISSED', ratio <= MAX_IMPORT_RATIO ? 'ratio met' : 'ratio MISSED'].join(', ');
    missed ||= verdict.includes('MISSED');
    console.log(
      `${group.padEnd(10)} ${kib.toFixed(0).padStart(9)} ${cpu.toFixed(1).padStart(8)} ${wall.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(6)}  ${verdict}`,
    );
  }

  const groupCpu = median(HANDLER_GROUPS.map((group) => median(times.get(group)!.map((time) => time.cpu))));
  const bareCpu = median(bare.map((time) => time.cpu));
  console.log(
    `\nPowertools for AWS Lambda, added to a function (probe minus a bare DynamoDBClient bundle: ${(bareBytes / 1024).toFixed(0)} KiB, ${bareCpu.toFixed(1)} ms CPU)`,
  );
  console.log(`${'library'.padEnd(17)} ${'+ KiB'.padStart(6)} ${'+ CPU ms'.padStart(9)}  share of the median group's import (${groupCpu.toFixed(1)} ms CPU)`);
  for (const [name, { bytes }] of probes) {
    const added = median(probeTimes.get(name)!.map((time) => time.cpu)) - bareCpu;
    console.log(
      `${name.padEnd(17)} ${((bytes - bareBytes) / 1024).toFixed(0).padStart(6)} ${added.toFixed(1).padStart(9)}  ${((added / groupCpu) * 100).toFixed(0)} %`,
    );
  }
  if (missed) process.exitCode = 1;
}

await main();
