import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { TABLES } from '@tdp/functions/data/table-definitions';
import { STACK_OUTPUTS, stackNameOf } from '../lib/stack-names.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

/**
 * `npm run rebuild-report-counters -- --stage <name> [--apply]`: recomputes a deployed stage's report counters from its
 * stored leads (docs/decisions/lead-reports.md; the runbook's "Report figures look wrong"). Without `--apply` it only
 * reports what it would write. Needs the stage's AWS credentials; run it in a quiet hour.
 */

const USAGE = 'Usage: npm run rebuild-report-counters -- --stage <name> [--apply]';

/** The stage and whether to write, from the command line (throws the usage on anything else). */
export function parseRebuildArguments(argv: readonly string[]): { stage: string; apply: boolean } {
  const { values } = parseArgs({ args: [...argv], options: { stage: { type: 'string' }, apply: { type: 'boolean', default: false } }, strict: true });
  if (!values.stage) throw new Error(USAGE);
  stageConfigFor(values.stage);
  return { stage: values.stage, apply: values.apply ?? false };
}

async function main(): Promise<void> {
  const { stage, apply } = parseRebuildArguments(process.argv.slice(2));
  const config = stageConfigFor(stage);
  process.env.AWS_REGION ??= config.region;
  const stackName = stackNameOf(stage, 'Data');
  const answer = await new CloudFormationClient({ region: config.region }).send(new DescribeStacksCommand({ StackName: stackName }));
  const table = answer.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === STACK_OUTPUTS.leadsTableName)?.OutputValue;
  if (!table) throw new Error(`Stack ${stackName} has no output ${STACK_OUTPUTS.leadsTableName}: deploy the stage with this version first.`);
  process.env[TABLES.leads.envVar] = table;
  // Loaded after the table is named: the functions' code reads it from the environment.
  const { rebuildReportCounters } = await import('@tdp/functions/domain/leads/rebuild-report-counters');
  const report = await rebuildReportCounters({ apply });
  process.stdout.write(
    `${report.leads} leads make ${report.items} counter items: ${report.changed} ${apply ? 'written' : 'to write'}, ${report.removed} ${apply ? 'deleted' : 'to delete'}` +
      `${apply ? '' : ' (dry run: add --apply to write)'}.\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`rebuild-report-counters: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
