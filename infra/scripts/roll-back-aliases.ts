import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  GetAliasCommand,
  GetFunctionConfigurationCommand,
  LambdaClient,
  UpdateAliasCommand,
  paginateListFunctions,
  paginateListVersionsByFunction,
} from '@aws-sdk/client-lambda';
import { LIVE_ALIAS } from '../lib/safe-rollout.ts';
import { stackNameOf } from '../lib/stack-names.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

const USAGE = 'Usage: npm run roll-back-aliases -- --stage <name> --since <UTC time the bad deploy started, e.g. 2026-11-29T02:40Z> [--apply]';

export interface RollBackRequest {
  stage: string;
  /** When the bad deploy started: only functions whose live version was published after it move back. */
  since: Date;
  /** Move the aliases; without it the run only says what it would move. */
  apply: boolean;
}

/** What happened to one function's `live` alias. */
export interface AliasMove {
  functionName: string;
  /** The version the alias pointed at. */
  from: string;
  /** The version it points at now (or would): the highest older one. */
  to?: string;
  /** Why it did not move. */
  kept?: 'published before --since' | 'no earlier version';
}

/** Reads the command line; throws a message naming each wrong option, with the usage. */
export function parseRollBackArguments(argv: readonly string[]): RollBackRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: { stage: { type: 'string' }, since: { type: 'string' }, apply: { type: 'boolean', default: false } },
    strict: true,
  });
  const problems: string[] = [];
  if (!values.stage) problems.push('--stage is required');
  const since = values.since ? new Date(values.since) : undefined;
  if (!values.since) problems.push('--since is required');
  else if (Number.isNaN(since!.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/i.test(values.since))
    problems.push('--since must be a time with its zone, e.g. 2026-11-29T02:40Z');
  if (problems.length > 0) throw new Error(`${problems.join('; ')}\n${USAGE}`);
  return { stage: values.stage!, since: since!, apply: values.apply ?? false };
}

/** Lambda's `LastModified` (`2026-11-29T02:41:13.000+0000`) as a date. */
function parseLastModified(value: string | undefined): Date {
  const normalised = (value ?? '').replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable LastModified "${value}"`);
  return date;
}

/**
 * Moves the `live` alias of each request-serving function of a stage (its `<stage>-Api-` and `<stage>-Web-` functions,
 * docs/decisions/safe-rollouts.md) back to the version before the one a bad deploy published: in a minute, without a
 * deploy (docs/runbook.md, "Roll back a bad deploy", B). Functions whose live version is older than `since` were not
 * changed by that deploy and stay. A canary's split is cleared too. Without `apply`, only reports.
 */
export async function rollBackAliases(
  request: RollBackRequest,
  lambda: LambdaClient = new LambdaClient({ region: stageConfigFor(request.stage).region }),
): Promise<AliasMove[]> {
  const config = stageConfigFor(request.stage);
  const prefixes = [`${stackNameOf(config.name, 'Api')}-`, `${stackNameOf(config.name, 'Web')}-`];
  const names: string[] = [];
  for await (const page of paginateListFunctions({ client: lambda }, {})) {
    for (const fn of page.Functions ?? []) if (fn.FunctionName && prefixes.some((prefix) => fn.FunctionName!.startsWith(prefix))) names.push(fn.FunctionName);
  }
  const moves: AliasMove[] = [];
  for (const functionName of names.sort()) {
    const alias = await lambda.send(new GetAliasCommand({ FunctionName: functionName, Name: LIVE_ALIAS })).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'ResourceNotFoundException') return undefined;
      throw error;
    });
    if (!alias?.FunctionVersion) continue;
    const current = alias.FunctionVersion;
    const published = await lambda.send(new GetFunctionConfigurationCommand({ FunctionName: functionName, Qualifier: current }));
    if (parseLastModified(published.LastModified) < request.since) {
      moves.push({ functionName, from: current, kept: 'published before --since' });
      continue;
    }
    let previous: number | undefined;
    for await (const page of paginateListVersionsByFunction({ client: lambda }, { FunctionName: functionName })) {
      for (const version of page.Versions ?? []) {
        const number = Number(version.Version);
        if (Number.isInteger(number) && number < Number(current) && (previous === undefined || number > previous)) previous = number;
      }
    }
    if (previous === undefined) {
      moves.push({ functionName, from: current, kept: 'no earlier version' });
      continue;
    }
    if (request.apply) {
      await lambda.send(
        new UpdateAliasCommand({
          FunctionName: functionName,
          Name: LIVE_ALIAS,
          FunctionVersion: String(previous),
          RoutingConfig: { AdditionalVersionWeights: {} },
        }),
      );
    }
    moves.push({ functionName, from: current, to: String(previous) });
  }
  return moves;
}

/** The moves in words, for the terminal. */
export function describeMoves(moves: readonly AliasMove[], applied: boolean): string {
  if (moves.length === 0) return 'No function of the stage has a live alias: nothing to move (is the stage deployed, and the region right?).\n';
  const lines = moves.map((move) =>
    move.to
      ? `${move.functionName}: live ${move.from} → ${move.to}${applied ? '' : ' (would move)'}`
      : `${move.functionName}: live stays on ${move.from} (${move.kept})`,
  );
  const header = applied ? 'Moved the live aliases back:' : 'Dry run (nothing moved; add --apply to move):';
  return `${header}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

async function main(): Promise<void> {
  const request = parseRollBackArguments(process.argv.slice(2));
  process.stdout.write(describeMoves(await rollBackAliases(request), request.apply));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`roll-back-aliases: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
