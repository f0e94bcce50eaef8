import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { routeList } from '@tdp/shared/api/routes';
import type { ManifestRoutes } from '../lib/api-stack.ts';
import { TRACING_ACTIONS } from '../lib/bundled-function.ts';
import { PlatformStage } from '../lib/platform-stage.ts';
import { REPOSITORY_ROOT } from '../lib/repository-paths.ts';
import type { StageConfig } from '../lib/stage-config.ts';

/** The synthesised templates of one stage, plus the constructs, for tests to inspect. */
export interface SynthesisedPlatform {
  stage: PlatformStage;
  data: Template;
  web: Template;
  api: Template;
  /** us-east-1: certificate and web ACL (absent when the stage has neither a domain nor edge protection). */
  edge?: Template;
  monitoring: Template;
  edgeMonitoring: Template;
  deployAccess: Template;
  /** The backup copy region's vault (stages that protect their data and name that region). */
  backupCopy?: Template;
  outdir: string;
  /** Deletes the synthesised files. */
  remove(): void;
}

export interface SynthesisOptions {
  routes?: ManifestRoutes;
  /** Run esbuild for real (slow); by default bundling is skipped and assets are left unbuilt. */
  bundle?: boolean;
  /** Deploy this instead of each group's handler (for route lists naming groups without a handler yet). */
  prebuiltGroupCode?: lambda.Code;
}

/** The feature flags the CDK CLI passes from cdk.json, so tests synthesise what `npm run synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/** Synthesises one stage the way `cdk synth` does (one call per test file: it is slow). */
export function synthesisePlatform(config: StageConfig, options: SynthesisOptions = {}): SynthesisedPlatform {
  return synthesisePlatforms([config], options)[0]!;
}

/**
 * Synthesises several stages into one cloud assembly, as the pipeline does (`-c stage=dev,prod`): one app, one output
 * folder (each platform's `remove` deletes it).
 */
export function synthesisePlatforms(configs: readonly StageConfig[], options: SynthesisOptions = {}): SynthesisedPlatform[] {
  const outdir = mkdtempSync(path.join(os.tmpdir(), `tdp-cdk-${configs.map((config) => config.name).join('-')}-`));
  const app = new App({
    outdir,
    context: { ...cdkJsonContext(), ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const stages = configs.map((config) => new PlatformStage(app, { config, routes: options.routes ?? routeList, prebuiltGroupCode: options.prebuiltGroupCode }));
  return stages.map((stage) => templatesOf(stage, outdir));
}

function templatesOf(stage: PlatformStage, outdir: string): SynthesisedPlatform {
  return {
    stage,
    data: Template.fromStack(stage.data),
    web: Template.fromStack(stage.web),
    api: Template.fromStack(stage.api),
    edge: stage.edge ? Template.fromStack(stage.edge) : undefined,
    monitoring: Template.fromStack(stage.monitoring),
    edgeMonitoring: Template.fromStack(stage.edgeMonitoring),
    deployAccess: Template.fromStack(stage.deployAccess),
    backupCopy: stage.backupCopy ? Template.fromStack(stage.backupCopy) : undefined,
    outdir,
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/**
 * A CloudFormation value with references replaced by `{Ref:Id}` / `{Id.Attr}` / `{Import:...}` /
 * `{Output:Stack:Name}` (weak reference) markers, for text matching.
 */
export function flattenValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flattenValue).join(',');
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [key, inner] = entries[0]!;
      if (key === 'Fn::Join') {
        const [separator, parts] = inner as [string, unknown[]];
        return parts.map(flattenValue).join(separator);
      }
      if (key === 'Ref') return `{Ref:${String(inner)}}`;
      if (key === 'Fn::GetAtt') return `{${(inner as string[]).join('.')}}`;
      if (key === 'Fn::ImportValue') return `{Import:${flattenValue(inner)}}`;
      if (key === 'Fn::GetStackOutput') {
        const { StackName, OutputName } = inner as { StackName: string; OutputName: string };
        return `{Output:${StackName}:${OutputName}}`;
      }
      if (key === 'Fn::Sub') return flattenValue(Array.isArray(inner) ? inner[0] : inner);
    }
    return JSON.stringify(value);
  }
  return String(value);
}

/** The statement tracing adds to a function's role (`Tracing.ACTIVE`); least-privilege checks look past it. */
export function isTracingStatement(statement: { Action?: unknown; Resource?: unknown; Effect?: unknown }): boolean {
  const actions = (Array.isArray(statement.Action) ? statement.Action : [statement.Action]).map(String).sort();
  return statement.Effect === 'Allow' && statement.Resource === '*' && JSON.stringify(actions) === JSON.stringify(TRACING_ACTIONS);
}
