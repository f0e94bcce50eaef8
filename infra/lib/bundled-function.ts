import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import path from 'node:path';
import type { Construct } from 'constructs';
import { LOCK_FILE, REPOSITORY_ROOT } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';
import { stageMetricNamespace } from './stage-metrics.ts';

/**
 * esbuild emits ESM; a few dependencies still call `require` for Node built-ins, which ESM lacks,
 * so the bundle defines one.
 */
const ESM_REQUIRE_BANNER = "import{createRequire as __bundleCreateRequire}from'node:module';const require=__bundleCreateRequire(import.meta.url);";

/** How esbuild builds every function; `npm run bench:functions` builds with the same settings. */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // The map is written beside the bundle but not named in it: Node (NODE_OPTIONS=--enable-source-maps) would
  // otherwise read and index it at every cold start, about a tenth of the start-time budget. The functions map
  // an unexpected error's stack through it when they log one (functions/src/http/source-mapped-stack.ts).
  sourceMapMode: SourceMapMode.EXTERNAL,
  sourcesContent: false,
  // The nodejs24.x runtime provides the AWS SDK v3; another copy in each bundle would add about 300 KiB.
  bundleAwsSDK: false,
  externalModules: ['@aws-sdk/*'],
  banner: ESM_REQUIRE_BANNER,
  forceDockerBundling: false,
} as const satisfies BundlingOptions;

/**
 * What every function of the platform reports: X-Ray traces of each invocation (tracing enabled here, no Tracer library
 * in the code), and logs in Lambda's JSON format: the functions' own lines come from Powertools Logger with
 * `"level":"ERROR"` for errors, the runtime's (an uncaught error) carry `level` too, and the stage's error metric filter
 * counts `{ $.level = "ERROR" }` (docs/decisions/monitoring.md, powertools-logs-and-metrics.md).
 */
export const OBSERVABILITY = {
  tracing: lambda.Tracing.ACTIVE,
  loggingFormat: lambda.LoggingFormat.JSON,
} as const;

/**
 * How long CloudFormation waits for one of our custom resources (the provisioners) to answer. Their functions answer
 * within their 60 s timeout, failures included; should one never answer (killed before it could), the deploy fails
 * after these minutes instead of CloudFormation's default hour.
 */
/** The functions' log level (Powertools Logger reads POWERTOOLS_LOG_LEVEL): DEBUG to see more, WARN to see less. */
export const FUNCTION_LOG_LEVEL = 'INFO';

/** Powertools' settings of every function: log level, service name, and the stage's metric namespace. */
export function powertoolsEnvironment(stage: string): Record<string, string> {
  return { POWERTOOLS_LOG_LEVEL: FUNCTION_LOG_LEVEL, POWERTOOLS_SERVICE_NAME: 'tbb-travel', POWERTOOLS_METRICS_NAMESPACE: stageMetricNamespace(stage) };
}

export const CUSTOM_RESOURCE_SERVICE_TIMEOUT = Duration.minutes(5);

/**
 * The log group (stage retention) and the role every function of the platform starts with: a role that may do
 * nothing but write that log group (no managed policy with `*` resources). Grants are added to it afterwards.
 */
export function ownLogGroupAndRole(scope: Construct, id: string, stage: StageConfig, description: string): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
    retention: stage.logRetentionDays,
    removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, `${id}Role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: `Runs: ${description}`,
  });
  logGroup.grantWrite(role);
  acknowledgeFindings(role, [
    {
      id: 'AwsSolutions-IAM5',
      reason: 'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) has no resource-level permissions: AWS requires `*` for these two actions.',
      grants: [/^Resource::\*$/],
      holds: () => onlyTracingOnEveryResource(role),
    },
  ]);
  return { logGroup, role };
}

/** X-Ray's two write actions, the only ones our roles may hold on `*` (AWS allows them no resource). */
export const TRACING_ACTIONS: readonly string[] = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

/** Whether every statement of the role's policies that names `*` as its resource allows X-Ray's two actions and nothing else. */
function onlyTracingOnEveryResource(role: iam.Role): boolean {
  const stack = Stack.of(role);
  const policies = role.node.findAll().filter((child): child is iam.CfnPolicy => child instanceof iam.CfnPolicy);
  return policies.every((policy) => {
    const document = stack.resolve(policy.policyDocument) as { Statement?: Array<{ Action?: unknown; Resource?: unknown }> };
    return (document.Statement ?? [])
      .filter((statement) => [statement.Resource].flat().includes('*'))
      .every((statement) => [statement.Action].flat().every((action) => TRACING_ACTIONS.includes(String(action))));
  });
}

export interface BundledFunctionProps {
  /** TypeScript module exporting `handler`. */
  entry: string;
  description: string;
  stage: StageConfig;
  /** Memory in MB (default 512); CPU grows with it. */
  memorySize?: number;
  /** Default 10 s: API Gateway gives up after 30 s and a request should never come close. */
  timeout?: Duration;
  environment?: Record<string, string>;
  /** Concurrent executions reserved for (and capping) this function; unset shares the account's pool. */
  reservedConcurrentExecutions?: number;
  /**
   * Already built code to deploy instead of bundling `entry` (its module must be `index.mjs`). Only for
   * tests that inspect templates without building anything.
   */
  prebuiltCode?: lambda.Code;
  /**
   * A package with native code (sharp), left out of the bundle and copied beside it from the repository's install with
   * the packages it loads at run time: the function then runs on x86_64, the platform `npm ci` installed binaries for
   * (no download at synth). Default: none, arm64.
   */
  nativePackage?: { name: string; files: readonly string[] };
}

/** Bundling hooks that copy `packages` (folders of the repository's node_modules) into the bundle's node_modules. */
function copyPackagesHooks(packages: readonly string[]): NonNullable<BundlingOptions['commandHooks']> {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) =>
      packages.map(
        (name) =>
          `mkdir -p "${path.join(outputDir, 'node_modules', name, '..')}" && cp -R "${path.join(REPOSITORY_ROOT, 'node_modules', name)}" "${path.join(outputDir, 'node_modules', name)}"`,
      ),
  };
}

/**
 * How every Lambda function of the platform is built: Node 24 on arm64, bundled locally by esbuild (no
 * Docker) into one minified ESM file with source maps, leaving out the AWS SDK v3 the runtime provides
 * (see docs/decisions/lambda-functions.md). Logs go to the function's own log group with the stage's
 * retention, and its role starts with nothing but writing those logs (no managed policy with `*` resources).
 */
export class BundledFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: BundledFunctionProps) {
    const { logGroup, role } = ownLogGroupAndRole(scope, id, props.stage, props.description);

    super(scope, id, {
      description: props.description,
      ...(props.prebuiltCode ? { code: props.prebuiltCode, handler: 'index.handler' } : { entry: props.entry, handler: 'handler' }),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: props.nativePackage ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      ...OBSERVABILITY,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      projectRoot: REPOSITORY_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        ...props.environment,
        ...powertoolsEnvironment(props.stage.name),
        STAGE: props.stage.name,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        ...FUNCTION_BUNDLING,
        mainFields: [...FUNCTION_BUNDLING.mainFields],
        externalModules: [...FUNCTION_BUNDLING.externalModules, ...(props.nativePackage ? [props.nativePackage.name] : [])],
        ...(props.nativePackage ? { commandHooks: copyPackagesHooks(props.nativePackage.files) } : {}),
      },
    });
  }
}
