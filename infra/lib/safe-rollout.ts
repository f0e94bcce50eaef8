import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as codedeploy from 'aws-cdk-lib/aws-codedeploy';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { runbookUrl } from './monitoring-stack.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';

/** The alias every caller of a request-serving function targets (API routes, CloudFront's function URLs). */
export const LIVE_ALIAS = 'live';

/**
 * How the `live` alias moves to a new version (`rollout` of the stage config): prod's canary gives the new version 10 %
 * of the calls for 5 minutes, then all of them; dev shifts at once (its alarms are still watched while it does).
 */
export function deploymentConfigOf(stage: StageConfig): codedeploy.ILambdaDeploymentConfig {
  return stage.rollout === 'canary' ? codedeploy.LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES : codedeploy.LambdaDeploymentConfig.ALL_AT_ONCE;
}

/** Minutes a rollout gate's metric is summed over: a canary lasts 5, so each minute counts. */
export const ROLLOUT_GATE_PERIOD = Duration.minutes(1);
/** The API's 5xx share (percent, over one minute) that stops a rollout... */
export const ROLLOUT_API_5XX_PERCENT = 2;
/** ...counted only in a minute with at least this many requests (one failure among three calls is not a fault). */
export const ROLLOUT_API_MIN_REQUESTS = 20;
/** Failed renders of public pages in one minute that stop a rollout of the render function. */
export const ROLLOUT_RENDER_FAILURES = 2;

/** Runbook section an alarm of a stopped rollout links to. */
const ROLLBACK_SECTION = 'roll-back-a-bad-deploy';

/**
 * Safe rollouts of a stack's request-serving functions (docs/decisions/safe-rollouts.md): each deploy publishes the
 * function's new version, and CodeDeploy moves the function's `live` alias to it (canary in prod), watching the
 * function's own gate (errors of the new version behind the alias) and the stack's gates (the API's 5xx share, failed
 * renders). A gate in ALARM stops the shift and puts all traffic back on the previous version; CloudFormation then
 * fails the stack update and rolls the rest of it back too. Callers must target the alias {@link release} returns.
 */
export class SafeRollouts extends Construct {
  private readonly application: codedeploy.LambdaApplication;
  private readonly stage: StageConfig;

  constructor(scope: Construct, id: string, props: { stage: StageConfig; name: string }) {
    super(scope, id);
    this.stage = props.stage;
    // Named, so the on-call finds it at 3 a.m. (`aws deploy list-deployments --application-name tbb-prod-api`).
    this.application = new codedeploy.LambdaApplication(this, 'Application', { applicationName: `tbb-${props.stage.name}-${props.name}` });
  }

  /**
   * Publishes the function's current version behind its `live` alias and lets CodeDeploy move the alias on each deploy,
   * gated on the new version's errors and on `gates`. Returns the alias: route and origin the callers to it.
   */
  release(name: string, fn: lambda.Function, gates: readonly cloudwatch.IAlarm[] = []): lambda.Alias {
    const alias = new lambda.Alias(fn, 'LiveAlias', {
      aliasName: LIVE_ALIAS,
      version: fn.currentVersion,
      description: `What callers of the ${name} function reach; CodeDeploy moves it to each new version`,
    });
    // SAM's own canary alarm: errors of the newest version only, as invoked through the alias.
    const newVersionErrors = new cloudwatch.Alarm(this, `${name}NewVersionErrors`, {
      alarmName: `${this.stage.name}-rollout-${name}-new-version-errors`,
      alarmDescription: `The ${name} function's new version threw while taking traffic: CodeDeploy puts the alias back on the previous version. Runbook: ${runbookUrl(this.stage, ROLLBACK_SECTION)}`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Errors',
        dimensionsMap: { FunctionName: fn.functionName, Resource: `${fn.functionName}:${LIVE_ALIAS}`, ExecutedVersion: fn.currentVersion.version },
        statistic: 'Sum',
        period: ROLLOUT_GATE_PERIOD,
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const group = new codedeploy.LambdaDeploymentGroup(this, `${name}Deployment`, {
      application: this.application,
      deploymentGroupName: name,
      alias,
      deploymentConfig: deploymentConfigOf(this.stage),
      alarms: [newVersionErrors, ...gates],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    acknowledgeFindings(group, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "CodeDeploy's own policy for Lambda deployments (read and move aliases, read alarms), which CDK attaches to every Lambda deployment group's role.",
        grants: [/^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSCodeDeployRoleForLambdaLimited$/],
      },
    ]);
    return alias;
  }

  /**
   * A gate on the API's 5xx share: over {@link ROLLOUT_API_5XX_PERCENT} % in a minute with at least
   * {@link ROLLOUT_API_MIN_REQUESTS} requests. Every handler group's rollout watches it (one group's bad version fails
   * the whole stack update anyway).
   */
  api5xxGate(api: {
    metricServerError(props?: cloudwatch.MetricOptions): cloudwatch.Metric;
    metricCount(props?: cloudwatch.MetricOptions): cloudwatch.Metric;
  }): cloudwatch.Alarm {
    const options = { period: ROLLOUT_GATE_PERIOD, statistic: 'Sum' };
    return new cloudwatch.Alarm(this, 'Api5xxGate', {
      alarmName: `${this.stage.name}-rollout-api-5xx`,
      alarmDescription: `The API answered over ${ROLLOUT_API_5XX_PERCENT} % 5xx in a minute during a deploy: CodeDeploy puts the functions back on their previous versions. Runbook: ${runbookUrl(this.stage, ROLLBACK_SECTION)}`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${ROLLOUT_API_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: api.metricServerError(options), requests: api.metricCount(options) },
        period: ROLLOUT_GATE_PERIOD,
        label: `API 5xx % (${ROLLOUT_API_MIN_REQUESTS}+ requests)`,
      }),
      threshold: ROLLOUT_API_5XX_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /** A gate on failed renders of public pages (the render function's own metric): {@link ROLLOUT_RENDER_FAILURES} in a minute. */
  renderFailuresGate(metric: cloudwatch.IMetric): cloudwatch.Alarm {
    return new cloudwatch.Alarm(this, 'RenderFailuresGate', {
      alarmName: `${this.stage.name}-rollout-render-failures`,
      alarmDescription: `Public pages failed to render during a deploy: CodeDeploy puts the render function back on its previous version. Runbook: ${runbookUrl(this.stage, ROLLBACK_SECTION)}`,
      metric,
      threshold: ROLLOUT_RENDER_FAILURES,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
