import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement, DefaultStackSynthesizer } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { HANDLER_GROUPS } from '@tdp/shared/api/route-definition';
import { TABLE_LIST } from '@tdp/functions/data/table-definitions';
import { MANAGED_RULE_GROUPS, RATE_LIMITED_PATHS, RATE_RULE_NAMES, WAF_LOG_REDACTED_HEADERS, webAclLogGroupName } from '../lib/edge-stack.ts';
import { CUSTOM_RESOURCE_SERVICE_TIMEOUT, TRACING_ACTIONS } from '../lib/bundled-function.ts';
import { CDK_CUSTOM_RESOURCE_SERVICE_TIMEOUT } from '../lib/custom-resource-timeouts.ts';
import { CLOUDFRONT_5XX_MIN_REQUESTS } from '../lib/edge-monitoring-stack.ts';
import {
  ALERT_PUBLISHERS,
  budgetCostFilters,
  RENDER_FAILURES_ALARM,
  runbookUrl,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
} from '../lib/monitoring-stack.ts';
import { STAGE_METRICS } from '../lib/stage-metrics.ts';
import { LambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import { BACKUP_RUNBOOK_SECTION, FAILED_JOB_STATES, FAILED_RESTORE_STATUSES } from '../lib/backup-alerts.ts';
import { VAULT_LOCK } from '../lib/data-stack.ts';
import { diffEnvironmentOf } from '../lib/deploy-access-stack.ts';
import { RESTORE_TEST_SCHEDULE, RESTORE_TEST_SELECTION_WINDOW_DAYS, RESTORE_TEST_VALIDATION_WINDOW_HOURS } from '../lib/restore-validation/restore-testing.ts';
import { RESTORE_TESTING_PLAN_ENV } from '../lib/restore-validation/validate-restored-table.ts';
import { deploymentConfigOf } from '../lib/safe-rollout.ts';
import { RENDER_FAILED_MESSAGE } from '../../web/server/render-settings.ts';
import { SCHEDULED_JOBS_RATE } from '../lib/scheduled-jobs-function.ts';
import { STAGE_TAG, STAGES, type EdgeProtection } from '../lib/stage-config.ts';
import { flattenValue, isTracingStatement, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * Production operations of a stage (issue #22), proven on prod's templates: alarms and dashboard, edge protection,
 * mail events, scheduled jobs, backups, cost and capacity guards, access logs, and the deploy role.
 */

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DependsOn?: string[] }>;

let prod: SynthesisedPlatform;
let alarms: Array<Record<string, any>>;

beforeAll(() => {
  prod = synthesisePlatform(STAGES.prod!);
  alarms = Object.values(prod.monitoring.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
});
afterAll(() => prod?.remove());

function resourcesOf(template: { toJSON(): unknown }): Resources {
  return (template.toJSON() as { Resources: Resources }).Resources;
}

function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return cfn.stack.getLogicalId(cfn);
}

/** Every Lambda function we wrote (CDK's own helpers aside), with its stack's resources. */
function ourFunctions(): Array<{ id: string; properties: Record<string, any>; resources: Resources }> {
  const helpers = /^(CustomS3AutoDeleteObjects|CustomCDKBucketDeployment|CustomCrossRegionExport)/;
  return [prod.data, prod.web, prod.api].flatMap((template) => {
    const resources = resourcesOf(template);
    return Object.entries(resources)
      .filter(([id, resource]) => resource.Type === 'AWS::Lambda::Function' && !helpers.test(id))
      .map(([id, resource]) => ({ id, properties: resource.Properties, resources }));
  });
}

/** The metric an alarm watches (its single metric, or the metrics of its math expression). */
function watched(alarm: Record<string, any>): Array<{ namespace: string; name: string; dimensions: Record<string, string> }> {
  const stats = alarm.Metrics ? alarm.Metrics.filter((entry: any) => entry.MetricStat).map((entry: any) => entry.MetricStat.Metric) : [alarm];
  return stats.map((metric: any) => ({
    namespace: metric.Namespace,
    name: metric.MetricName,
    dimensions: Object.fromEntries((metric.Dimensions ?? []).map((dimension: any) => [dimension.Name, flattenValue(dimension.Value)])),
  }));
}

describe('knowing when it breaks', () => {
  it('tells the stage’s on-call address through an alert topic, and every alarm acts on it', () => {
    prod.monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: STAGES.prod!.alertEmail });
    expect(alarms.length).toBeGreaterThan(0);
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    for (const alarm of alarms) expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
  });

  it('has an errors, a throttles and a p99-duration-near-timeout alarm for every function, render, image, mail events, scheduled jobs and lead deadlines included', () => {
    const functions = ourFunctions().filter(({ id }) => !/Provisioner/.test(id));
    // + mail events, scheduled jobs, lead deadlines, the mail sender, render, image and the restore tests' validator.
    expect(functions.length).toBe(HANDLER_GROUPS.length + 7);
    for (const { id, properties } of functions) {
      const onThis = alarms.filter((alarm) =>
        watched(alarm).some((metric) => metric.namespace === 'AWS/Lambda' && metric.dimensions.FunctionName?.includes(id)),
      );
      const names = onThis.flatMap((alarm) => watched(alarm).map((metric) => metric.name)).sort();
      expect(names, id).toEqual(['Duration', 'Errors', 'Throttles']);
      const duration = onThis.find((alarm) => watched(alarm)[0]!.name === 'Duration')!;
      // 80 % of the function's timeout, in milliseconds.
      expect(duration.Threshold, id).toBe(properties.Timeout * 1000 * 0.8);
    }
  });

  it('has a read- and a write-throttle alarm for every table', () => {
    for (const definition of TABLE_LIST) {
      const tableId = logicalId(prod.stage.data.tables[definition.name].node.defaultChild);
      const names = alarms
        .flatMap((alarm) => watched(alarm))
        .filter((metric) => metric.namespace === 'AWS/DynamoDB' && metric.dimensions.TableName?.includes(tableId))
        .map((metric) => metric.name)
        .sort();
      expect(names, definition.name).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });

  it('alarms on the API’s 5xx rate, SES’s review thresholds and ERROR log lines', () => {
    const byMetric = (name: string) => alarms.find((alarm) => watched(alarm).some((metric) => metric.name === name));
    expect(byMetric('5xx')).toBeDefined();
    expect(byMetric('Reputation.BounceRate')).toMatchObject({ Threshold: SES_BOUNCE_RATE_ALARM, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(SES_BOUNCE_RATE_ALARM).toBe(0.04);
    expect(byMetric('Reputation.ComplaintRate')).toMatchObject({ Threshold: SES_COMPLAINT_RATE_ALARM, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(SES_COMPLAINT_RATE_ALARM).toBe(0.0008);
    expect(byMetric('ErrorLogLines')).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
  });

  it('counts failed renders of public pages on their own and alarms at three in five minutes, linking the runbook', () => {
    const [filter] = Object.values(prod.web.findResources('AWS::Logs::MetricFilter'))
      .map((resource) => resource.Properties)
      .filter((properties) => properties.MetricTransformations[0].MetricName === STAGE_METRICS.renderFailures);
    expect(filter!.FilterPattern).toBe(`"${RENDER_FAILED_MESSAGE}"`);
    expect(filter!.LogGroupName).toEqual({ Ref: logicalId(prod.stage.web.renderFunction.logGroup.node.defaultChild) });
    const alarm = alarms.find((candidate) => watched(candidate).some((metric) => metric.name === STAGE_METRICS.renderFailures))!;
    expect(alarm).toMatchObject({ Threshold: RENDER_FAILURES_ALARM, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(alarm.AlarmDescription).toContain(`${runbookUrl(STAGES.prod!)}#the-site-answers-5xx-or-the-unavailable-page`);
  });

  it('links every alarm to the runbook by an address that opens from an e-mail', () => {
    for (const alarm of alarms)
      expect(flattenValue(alarm.AlarmDescription), alarm.AlarmName).toContain('https://github.com/tbbtravel/travel-deals/blob/main/docs/runbook.md');
  });

  it('counts the ERROR lines of every function’s logs (Lambda JSON format: the level field)', () => {
    const filters = [prod.data, prod.web, prod.api].flatMap((template) =>
      Object.values(template.findResources('AWS::Logs::MetricFilter')).map((filter) => filter.Properties),
    );
    const errorFilters = filters.filter((filter) => filter.MetricTransformations[0].MetricName === 'ErrorLogLines');
    const functions = ourFunctions().filter(({ id }) => !/Provisioner|RenderFunction/.test(id));
    for (const { properties } of functions) {
      const logGroup = properties.LoggingConfig.LogGroup.Ref;
      const filter = errorFilters.find((candidate) => candidate.LogGroupName.Ref === logGroup);
      expect(filter?.FilterPattern, logGroup).toBe('{ $.level = "ERROR" }');
    }
  });

  it('sets Powertools’ log level, service and the stage’s metric namespace on every function built from functions/', () => {
    const built = ourFunctions().filter(
      ({ id, properties }) => !/RenderFunction/.test(id) && properties.Environment?.Variables?.NODE_OPTIONS === '--enable-source-maps',
    );
    expect(built.length).toBeGreaterThanOrEqual(HANDLER_GROUPS.length);
    for (const { id, properties } of built) {
      expect(properties.Environment.Variables, id).toMatchObject({
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: 'tbb-travel',
        // The namespace the alarms and the dashboard read (LeadsReceived comes from the leads function's EMF lines).
        POWERTOOLS_METRICS_NAMESPACE: 'TBBTravel/prod',
      });
    }
  });

  it('runs every function with X-Ray tracing and JSON logs, and tracing grants nothing but its two X-Ray actions', () => {
    for (const { id, properties, resources } of ourFunctions()) {
      expect(properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(properties.LoggingConfig.LogFormat, id).toBe('JSON');
      const roleId = properties.Role['Fn::GetAtt'][0];
      const statements = Object.values(resources)
        .filter((resource) => resource.Type === 'AWS::IAM::Policy' && resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
        .flatMap((resource) => resource.Properties.PolicyDocument.Statement);
      const wildcard = statements.filter((statement: { Resource: unknown }) => statement.Resource === '*');
      expect(wildcard.length, id).toBe(1);
      if (id.startsWith('RestoreTestingValidator')) {
        // Its verdict on a restore job has no resource-level permission either: merged into the same statement.
        expect([wildcard[0].Action].flat().sort(), id).toEqual(['backup:PutRestoreValidationResult', ...TRACING_ACTIONS]);
      } else {
        expect(isTracingStatement(wildcard[0]), id).toBe(true);
      }
    }
  });

  it('has one dashboard with requests, errors, latency, leads per day and sign-in failures', () => {
    const dashboards = Object.values(prod.monitoring.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = flattenValue(dashboards[0]!.Properties.DashboardBody);
    for (const text of [
      'Leads per day',
      'LeadsReceived',
      'Sign-in failures',
      'SignInFailures',
      'AWS/CloudFront',
      '5xxErrorRate',
      'AWS/Lambda',
      'Duration',
      'AWS/ApiGateway',
    ]) {
      expect(body, text).toContain(text);
    }
  });

  it('counts refused sign-ins from the API’s access log lines, and leads from the functions’ own metric lines alone', () => {
    const filters = [prod.data, prod.web, prod.api].flatMap((template) =>
      Object.values(template.findResources('AWS::Logs::MetricFilter')).map((filter) => filter.Properties),
    );
    // LeadsReceived is written by the leads function (EMF, the stage's namespace): a filter too would count each lead twice.
    expect(filters.filter((filter) => filter.MetricTransformations[0].MetricName === 'LeadsReceived')).toEqual([]);
    const signIns = filters.find((filter) => filter.MetricTransformations[0].MetricName === 'SignInFailures')!;
    expect(signIns.FilterPattern).toContain('$.routeKey = "POST /api/auth/login/{role}"');
    expect(signIns.FilterPattern).toContain('$.status = "401"');
  });

  it('alarms in us-east-1 on the distribution’s 5xx rate, through a topic of that region to the same address', () => {
    expect(prod.stage.edgeMonitoring.region).toBe('us-east-1');
    const [alarm] = Object.values(prod.edgeMonitoring.findResources('AWS::CloudWatch::Alarm')).map((resource) => resource.Properties);
    expect(watched(alarm!)).toEqual([
      expect.objectContaining({ namespace: 'AWS/CloudFront', name: 'Requests' }),
      expect.objectContaining({ namespace: 'AWS/CloudFront', name: '5xxErrorRate' }),
    ]);
    // Judged only with enough requests, and over its line for two 5-minute periods of three.
    expect(alarm!.Metrics.find((entry: any) => entry.Expression).Expression).toBe(`IF(requests >= ${CLOUDFRONT_5XX_MIN_REQUESTS}, errorRate, 0)`);
    expect(alarm).toMatchObject({ Threshold: 1, DatapointsToAlarm: 2, EvaluationPeriods: 3, TreatMissingData: 'notBreaching' });
    const topicId = Object.keys(prod.edgeMonitoring.findResources('AWS::SNS::Topic'))[0]!;
    expect(alarm!.AlarmActions).toEqual([{ Ref: topicId }]);
    prod.edgeMonitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: STAGES.prod!.alertEmail });
  });
});

describe('deploys that cannot hang', () => {
  it('gives custom resources a service timeout: the provisioners 5 minutes, CDK’s own 20, not CloudFormation’s hour', () => {
    const templates = [prod.edge!, prod.backupCopy!, prod.data, prod.web, prod.api, prod.monitoring, prod.edgeMonitoring, prod.deployAccess];
    const customResources = templates.flatMap((template) =>
      Object.entries(resourcesOf(template))
        .filter(([, resource]) => resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource')
        // CDK adds its cross-region reference writers and readers after every aspect has run: they keep the default.
        .filter(([, resource]) => !/^Custom::CrossRegionExport(Writer|Reader)$/.test(resource.Type)),
    );
    expect(customResources.map(([, resource]) => resource.Type)).toEqual(
      expect.arrayContaining(['Custom::SigningKey', 'Custom::OriginSecret', 'Custom::CDKBucketDeployment']),
    );
    for (const [id, resource] of customResources) {
      const expected = ['Custom::SigningKey', 'Custom::OriginSecret'].includes(resource.Type)
        ? CUSTOM_RESOURCE_SERVICE_TIMEOUT
        : CDK_CUSTOM_RESOURCE_SERVICE_TIMEOUT;
      expect(resource.Properties.ServiceTimeout, id).toBe(String(expected.toSeconds()));
    }
  });
});

describe('edge protection', () => {
  it('attaches a CLOUDFRONT web ACL from us-east-1 with the managed rule groups, a blanket rate rule and the two path rate rules', () => {
    expect(prod.stage.edge?.region).toBe('us-east-1');
    const [acl] = Object.values(prod.edge!.findResources('AWS::WAFv2::WebACL')).map((resource) => resource.Properties);
    expect(acl!.Scope).toBe('CLOUDFRONT');
    const managed = acl!.Rules.filter((rule: any) => rule.Statement.ManagedRuleGroupStatement).map((rule: any) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((group: any) => group.Name).sort()).toEqual([...MANAGED_RULE_GROUPS].sort());
    expect(managed.every((group: any) => group.VendorName === 'AWS')).toBe(true);
    const rateRules = acl!.Rules.filter((rule: any) => rule.Statement.RateBasedStatement);
    const scoped = rateRules.map((rule: any) => ({
      name: rule.Name,
      path: rule.Statement.RateBasedStatement.ScopeDownStatement?.ByteMatchStatement.SearchString,
      key: rule.Statement.RateBasedStatement.AggregateKeyType,
      limit: rule.Statement.RateBasedStatement.Limit,
      action: Object.keys(rule.Action),
    }));
    const limits = STAGES.prod!.edgeProtection as EdgeProtection;
    expect(scoped).toEqual([
      { name: RATE_RULE_NAMES.signIn, path: RATE_LIMITED_PATHS.auth, key: 'IP', limit: limits.authRequestsPer5Minutes, action: ['Block'] },
      { name: RATE_RULE_NAMES.leadForms, path: RATE_LIMITED_PATHS.leadForms, key: 'IP', limit: limits.leadFormRequestsPer5Minutes, action: ['Block'] },
      // Every request of one address, whatever its path: a client asking for page after page no cache holds.
      { name: RATE_RULE_NAMES.everyRequest, path: undefined, key: 'IP', limit: limits.requestsPer5Minutes, action: ['Block'] },
    ]);
    const distribution = Object.values(prod.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    // A cross-region reference: the ACL's ARN, read from us-east-1 at deploy.
    expect(flattenValue(distribution.WebACLId)).toMatch(/ExportsReader.*WebAcl/);
  });

  it('logs what the web ACL blocks or counts to a log group of the stage, credentials redacted', () => {
    const [logging] = Object.values(prod.edge!.findResources('AWS::WAFv2::LoggingConfiguration')).map((resource) => resource.Properties);
    const aclId = Object.keys(prod.edge!.findResources('AWS::WAFv2::WebACL'))[0]!;
    expect(logging!.ResourceArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const [groupId, group] = Object.entries(prod.edge!.findResources('AWS::Logs::LogGroup'))[0]!;
    expect(group.Properties.LogGroupName).toBe(webAclLogGroupName('prod'));
    expect(group.Properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    expect(group.Properties.RetentionInDays).toBe(STAGES.prod!.logRetentionDays);
    expect(flattenValue(logging!.LogDestinationConfigs)).toContain(groupId);
    expect(logging!.RedactedFields).toEqual(WAF_LOG_REDACTED_HEADERS.map((name) => ({ SingleHeader: { Name: name } })));
    expect(logging!.LoggingFilter.DefaultBehavior).toBe('DROP');
    expect(logging!.LoggingFilter.Filters[0].Conditions).toEqual([{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }]);
  });

  it('throttles the functions a flood reaches first and reserves capacity for sign-in and the forms', () => {
    const reserved = STAGES.prod!.reservedConcurrency!;
    const concurrencyOf = (fn: unknown, template = prod.api) =>
      resourcesOf(template)[logicalId((fn as { node: { defaultChild: unknown } }).node.defaultChild)]!.Properties.ReservedConcurrentExecutions as number;
    expect(concurrencyOf(prod.stage.api.functions.get('public'))).toBe(reserved.public);
    expect(concurrencyOf(prod.stage.api.functions.get('auth'))).toBe(reserved.auth);
    expect(concurrencyOf(prod.stage.api.functions.get('leads'))).toBe(reserved.leads);
    expect(concurrencyOf(prod.stage.web.renderFunction, prod.web)).toBe(reserved.render);
  });
});

describe('scheduled jobs', () => {
  it('calls the scheduled-jobs function every hour from an EventBridge rule, without retrying a failed run (the next hour runs it again)', () => {
    const fnId = logicalId(prod.stage.api.scheduledJobsFunction.node.defaultChild);
    expect(SCHEDULED_JOBS_RATE.toHours()).toBe(1);
    const rules = Object.values(prod.api.findResources('AWS::Events::Rule'))
      .map((rule) => rule.Properties)
      .filter((rule) => rule.Targets.some((target: { Arn: { 'Fn::GetAtt'?: string[] } }) => target.Arn['Fn::GetAtt']?.[0] === fnId));
    expect(rules).toEqual([
      expect.objectContaining({
        ScheduleExpression: 'rate(1 hour)',
        State: 'ENABLED',
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 3600 } })],
      }),
    ]);
    prod.api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 3600,
    });
  });

  it('alarms the on-call when a run fails (the function’s errors) and counts its ERROR lines (which job failed, and why)', () => {
    const fnId = logicalId(prod.stage.api.scheduledJobsFunction.node.defaultChild);
    const errors = alarms.filter((alarm) =>
      watched(alarm).some((metric) => metric.namespace === 'AWS/Lambda' && metric.name === 'Errors' && metric.dimensions.FunctionName?.includes(fnId)),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(errors[0]!.AlarmName).toMatch(/scheduled-jobs/);
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    expect(errors[0]!.AlarmActions).toEqual([{ Ref: topicId }]);
    const logGroupId = logicalId(prod.stage.api.scheduledJobsFunction.logGroup.node.defaultChild);
    prod.api.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroupId },
      FilterPattern: '{ $.level = "ERROR" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ErrorLogLines' })],
    });
  });
});

describe('mail', () => {
  it('publishes bounces and complaints to the mail-events topic, with the account’s suppression list on', () => {
    prod.data.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    const topicId = logicalId(prod.stage.data.mailEventsTopic.node.defaultChild);
    prod.data.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      }),
    });
    prod.api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
  });

  it('encrypts the mail-events topic with a rotated key of the stage that SES of this account may use', () => {
    const keyId = Object.keys(prod.data.findResources('AWS::KMS::Key'))[0]!;
    const topic = resourcesOf(prod.data)[logicalId(prod.stage.data.mailEventsTopic.node.defaultChild)]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    const key = resourcesOf(prod.data)[keyId]!.Properties;
    expect(key.EnableKeyRotation).toBe(true);
    expect(key.KeyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'ses.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Condition: { StringEquals: { 'aws:SourceAccount': expect.anything() } },
      }),
    );
  });

  it('passes the configuration set on every send: each function that may mail is told its name and granted it', () => {
    const senders = ourFunctions().filter(({ properties }) => properties.Environment?.Variables?.MAIL_FROM);
    // The auth, leads and people groups, the lead-deadlines function (the facts its mails print) and the mail sender.
    expect(senders.length).toBe(5);
    const setId = logicalId(prod.stage.data.mailConfigurationSet.node.defaultChild);
    for (const { id, properties, resources } of senders) {
      expect(flattenValue(properties.Environment.Variables.MAIL_CONFIGURATION_SET), id).toMatch(
        new RegExp(`^\\{Import:prod-Data:ExportsOutputRef${setId}\\w*\\}$`),
      );
      const roleId = properties.Role['Fn::GetAtt'][0];
      const sends = Object.values(resources)
        .filter((resource) => resource.Type === 'AWS::IAM::Policy' && resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
        .flatMap((resource) => resource.Properties.PolicyDocument.Statement)
        .filter((statement: { Action: unknown }) => JSON.stringify(statement.Action).includes('ses:SendEmail'));
      expect(sends.flatMap((statement: { Resource: unknown }) => [statement.Resource].flat().map(flattenValue)).join(' '), id).toMatch(
        /:configuration-set\/\{Import:prod-Data/,
      );
    }
  });
});

describe('backups, cost and logs', () => {
  it('backs up the three tables and the media bucket daily (35 days) and monthly (12 months), copied to a second region', () => {
    const [plan] = Object.values(prod.data.findResources('AWS::Backup::BackupPlan')).map((resource) => resource.Properties.BackupPlan);
    const rules = Object.fromEntries(plan.BackupPlanRule.map((rule: any) => [rule.RuleName, rule]));
    expect(rules.Daily.Lifecycle.DeleteAfterDays).toBe(35);
    expect(rules.Monthly.Lifecycle.DeleteAfterDays).toBe(365);
    for (const rule of [rules.Daily, rules.Monthly]) {
      expect(flattenValue(rule.CopyActions[0].DestinationBackupVaultArn)).toContain(`:backup:${STAGES.prod!.backupCopyRegion}:`);
    }
    expect(prod.stage.backupCopy?.region).toBe(STAGES.prod!.backupCopyRegion);
    const [selection] = Object.values(prod.data.findResources('AWS::Backup::BackupSelection')).map((resource) => resource.Properties.BackupSelection);
    const covered = selection.Resources.map(flattenValue).join(' ');
    for (const table of Object.values(prod.stage.data.tables)) expect(covered).toContain(logicalId(table.node.defaultChild));
    expect(covered).toContain(logicalId(prod.stage.data.mediaBucket.node.defaultChild));
  });

  it('has a monthly budget that tells the alert topic at 80 % and 100 %', () => {
    const [budget] = Object.values(prod.monitoring.findResources('AWS::Budgets::Budget')).map((resource) => resource.Properties);
    expect(budget!.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: STAGES.prod!.monthlyBudgetUsd, Unit: 'USD' } });
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    expect(budget!.NotificationsWithSubscribers.map((entry: any) => entry.Notification.Threshold)).toEqual([80, 100]);
    for (const entry of budget!.NotificationsWithSubscribers) expect(entry.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId } }]);
  });

  it('counts only the stage’s own cost: the budget filters on the stage tag every resource carries', () => {
    const [budget] = Object.values(prod.monitoring.findResources('AWS::Budgets::Budget')).map((resource) => resource.Properties);
    expect(budget!.Budget.CostFilters).toEqual({ TagKeyValue: ['user:stage$prod'] });
    expect(budgetCostFilters({ ...STAGES.prod!, name: 'dev' })).toEqual({ TagKeyValue: ['user:stage$dev'] });
    // CDK's own custom-resource providers are raw resources the tag aspect does not reach (cents a month).
    const ours = [prod.data, prod.web, prod.api].flatMap((template) =>
      ['AWS::DynamoDB::Table', 'AWS::Lambda::Function', 'AWS::S3::Bucket'].flatMap((type) =>
        Object.entries(template.findResources(type)).filter(([id]) => !id.startsWith('Custom')),
      ),
    );
    expect(ours.length).toBeGreaterThan(10);
    for (const [id, resource] of ours) expect(resource.Properties.Tags ?? [], id).toContainEqual({ Key: STAGE_TAG, Value: 'prod' });
  });

  it('writes CloudFront and media-bucket access logs to a log bucket that expires them', () => {
    const logBucketId = logicalId(prod.stage.data.logBucket.node.defaultChild);
    const buckets = resourcesOf(prod.data);
    expect(buckets[logBucketId]!.Properties.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ ExpirationInDays: 365, Status: 'Enabled' }));
    const media = buckets[logicalId(prod.stage.data.mediaBucket.node.defaultChild)]!.Properties;
    expect(media.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logBucketId }, LogFilePrefix: 'media-bucket/' });
    const distribution = Object.values(prod.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(flattenValue(distribution.Logging.Bucket)).toContain('LogBucket');
    expect(distribution.Logging.Prefix).toBe('cloudfront/');
  });
});

describe('deploy pipeline access', () => {
  it('lets only this repository’s workflow in the stage’s GitHub environment assume the deploy role, through GitHub’s OIDC provider', () => {
    const deployRoleId = logicalId(prod.stage.deployAccess.role.node.defaultChild);
    const roles = Object.entries(prod.deployAccess.findResources('AWS::IAM::Role'));
    expect(roles.map(([id]) => id).sort()).toEqual([deployRoleId, logicalId(prod.stage.deployAccess.diffRole.node.defaultChild)].sort());
    const [statement, ...others] = roles.find(([id]) => id === deployRoleId)![1].Properties.AssumeRolePolicyDocument.Statement;
    expect(others).toEqual([]);
    expect(statement.Action).toBe('sts:AssumeRoleWithWebIdentity');
    expect(flattenValue(statement.Principal.Federated)).toContain('oidc-provider/token.actions.githubusercontent.com');
    const access = STAGES.prod!.deployAccess;
    expect(statement.Condition).toEqual({
      StringEquals: {
        'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
        'token.actions.githubusercontent.com:sub': `repo:${access.githubRepository}:environment:${access.githubEnvironment}`,
      },
    });
    const policyOf = (roleId: string) =>
      Object.values(prod.deployAccess.findResources('AWS::IAM::Policy')).find((resource) =>
        resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
      )!.Properties.PolicyDocument.Statement;
    const policy = policyOf(deployRoleId);
    expect(policy).toEqual([{ Action: 'sts:AssumeRole', Effect: 'Allow', Resource: expect.anything() }]);
    // Only the stage's own bootstrap roles: another stage of the account has its own qualifier.
    expect(flattenValue(policy[0].Resource)).toMatch(/:role\/cdk-tbbprod-\*$/);
  });

  it('lets the diff job shown before the approval (environment prod-diff) read through the lookup role only', () => {
    const diffRoleId = logicalId(prod.stage.deployAccess.diffRole.node.defaultChild);
    const role = resourcesOf(prod.deployAccess)[diffRoleId]!.Properties;
    const access = STAGES.prod!.deployAccess;
    expect(role.AssumeRolePolicyDocument.Statement).toHaveLength(1);
    expect(role.AssumeRolePolicyDocument.Statement[0].Condition.StringEquals['token.actions.githubusercontent.com:sub']).toBe(
      `repo:${access.githubRepository}:environment:${diffEnvironmentOf(access)}`,
    );
    expect(diffEnvironmentOf(access)).toBe('prod-diff');
    const policy = Object.values(prod.deployAccess.findResources('AWS::IAM::Policy')).find((resource) =>
      resource.Properties.Roles.some((entry: { Ref: string }) => entry.Ref === diffRoleId),
    )!.Properties.PolicyDocument.Statement;
    expect(policy).toHaveLength(1);
    expect(policy[0].Action).toBe('sts:AssumeRole');
    expect(flattenValue(policy[0].Resource)).toMatch(/:role\/cdk-tbbprod-lookup-role-\*$/);
    const outputs = (prod.deployAccess.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs;
    expect(outputs.DiffRoleArn!.Value).toEqual({ 'Fn::GetAtt': [diffRoleId, 'Arn'] });
  });

  it('deploys every stack through the stage’s own bootstrap (its qualifier), never the account’s default one', () => {
    for (const stack of [
      prod.stage.edge!,
      prod.stage.backupCopy!,
      prod.stage.data,
      prod.stage.web,
      prod.stage.api,
      prod.stage.monitoring,
      prod.stage.edgeMonitoring,
      prod.stage.deployAccess,
    ]) {
      expect((stack.synthesizer as DefaultStackSynthesizer).cloudFormationExecutionRoleArn, stack.stackName).toContain(
        `cdk-${STAGES.prod!.bootstrapQualifier}-cfn-exec-role`,
      );
    }
    expect(STAGES.prod!.bootstrapQualifier).not.toBe(STAGES.dev!.bootstrapQualifier);
  });
});

describe('safe rollouts in prod', () => {
  it('moves every request-serving function’s live alias by a 10 % canary for 5 minutes, rolled back by its gates', () => {
    const groups = [prod.api, prod.web].flatMap((template) =>
      Object.values(template.findResources('AWS::CodeDeploy::DeploymentGroup')).map((resource) => resource.Properties),
    );
    expect(groups.map((group) => group.DeploymentGroupName).sort()).toEqual([...HANDLER_GROUPS, 'image', 'render'].sort());
    expect(deploymentConfigOf(STAGES.prod!)).toBe(LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES);
    for (const group of groups) {
      expect(group.DeploymentConfigName, group.DeploymentGroupName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(group.DeploymentStyle).toEqual({ DeploymentOption: 'WITH_TRAFFIC_CONTROL', DeploymentType: 'BLUE_GREEN' });
      expect(group.AlarmConfiguration.Enabled).toBe(true);
      expect(group.AutoRollbackConfiguration.Events).toContain('DEPLOYMENT_STOP_ON_ALARM');
    }
    const applications = [prod.api, prod.web].flatMap((template) =>
      Object.values(template.findResources('AWS::CodeDeploy::Application')).map((resource) => resource.Properties.ApplicationName),
    );
    expect(applications).toEqual(['tbb-prod-api', 'tbb-prod-web']);
  });
});

describe('backups you have restored', () => {
  it('locks the vault and the copy vault in compliance mode, within the plan’s retentions', () => {
    const lock = { MinRetentionDays: 7, MaxRetentionDays: 365, ChangeableForDays: 3 };
    prod.data.hasResourceProperties('AWS::Backup::BackupVault', { LockConfiguration: lock });
    prod.backupCopy!.hasResourceProperties('AWS::Backup::BackupVault', { BackupVaultName: 'tbb-prod-backup-copy', LockConfiguration: lock });
    expect(VAULT_LOCK.changeableFor?.toDays()).toBe(3);
    // Every rule's retention (35 days, 12 months) lies inside the lock, or its backups would be refused.
    const [plan] = Object.values(prod.data.findResources('AWS::Backup::BackupPlan')).map((resource) => resource.Properties.BackupPlan);
    for (const rule of plan.BackupPlanRule) {
      for (const days of [rule.Lifecycle.DeleteAfterDays, rule.CopyActions[0].Lifecycle.DeleteAfterDays]) {
        expect(days).toBeGreaterThanOrEqual(lock.MinRetentionDays);
        expect(days).toBeLessThanOrEqual(lock.MaxRetentionDays);
      }
    }
  });

  it('tells the alert topic of every backup or copy job that fails, aborts or expires, and of every failed restore job', () => {
    const rules = Object.values(prod.monitoring.findResources('AWS::Events::Rule')).map((resource) => resource.Properties);
    const topicId = Object.keys(prod.monitoring.findResources('AWS::SNS::Topic'))[0]!;
    const jobs = rules.find((rule) => rule.EventPattern['detail-type'].includes('Backup Job State Change'))!;
    expect(jobs.EventPattern).toEqual({
      source: ['aws.backup'],
      'detail-type': ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: ['FAILED', 'ABORTED', 'EXPIRED'] },
    });
    const restores = rules.find((rule) => rule.EventPattern['detail-type'].includes('Restore Job State Change'))!;
    expect(restores.EventPattern).toEqual({ source: ['aws.backup'], 'detail-type': ['Restore Job State Change'], detail: { status: ['FAILED', 'ABORTED'] } });
    for (const rule of [jobs, restores]) {
      expect(rule.Targets).toHaveLength(1);
      expect(rule.Targets[0].Arn).toEqual({ Ref: topicId });
      expect(rule.Targets[0].InputTransformer.InputTemplate).toContain(`${runbookUrl(STAGES.prod!)}#${BACKUP_RUNBOOK_SECTION}`);
    }
    // EventBridge may publish to the topic.
    const policy = Object.values(prod.monitoring.findResources('AWS::SNS::TopicPolicy'))[0]!.Properties.PolicyDocument.Statement;
    expect(policy).toContainEqual(expect.objectContaining({ Action: 'sns:Publish', Principal: { Service: 'events.amazonaws.com' } }));
    // dev backs nothing up, so it has no such rule.
    expect(FAILED_JOB_STATES).toEqual(['FAILED', 'ABORTED', 'EXPIRED']);
    expect(FAILED_RESTORE_STATUSES).toEqual(['FAILED', 'ABORTED']);
  });

  it('restores the three tables’ latest recovery point every week and validates each restore', () => {
    const [plan] = Object.values(prod.data.findResources('AWS::Backup::RestoreTestingPlan')).map((resource) => resource.Properties);
    expect(plan).toMatchObject({
      RestoreTestingPlanName: 'tbb_prod_tables',
      ScheduleExpression: RESTORE_TEST_SCHEDULE,
      RecoveryPointSelection: { Algorithm: 'LATEST_WITHIN_WINDOW', RecoveryPointTypes: ['SNAPSHOT'], SelectionWindowDays: RESTORE_TEST_SELECTION_WINDOW_DAYS },
    });
    const vaultId = logicalId(prod.stage.data.backupVault!.node.defaultChild);
    expect(plan.RecoveryPointSelection.IncludeVaults).toEqual([{ 'Fn::GetAtt': [vaultId, 'BackupVaultArn'] }]);
    const [selection] = Object.values(prod.data.findResources('AWS::Backup::RestoreTestingSelection')).map((resource) => resource.Properties);
    expect(selection).toMatchObject({
      ProtectedResourceType: 'DynamoDB',
      ValidationWindowHours: RESTORE_TEST_VALIDATION_WINDOW_HOURS,
      RestoreTestingPlanName: 'tbb_prod_tables',
    });
    expect(selection.ProtectedResourceArns.map(flattenValue).sort()).toEqual(
      Object.values(prod.stage.data.tables)
        .map((table) => `{${logicalId(table.node.defaultChild)}.Arn}`)
        .sort(),
    );
    // Restored with the backup plan's role (AWS Backup's restore policy).
    expect(flattenValue(selection.IamRoleArn)).toMatch(/^\{BackupRole[0-9A-F]+\.Arn\}$/);

    // Each completed restore test of this plan goes to the validator, which may read only restore-test tables.
    const validatorId = logicalId(prod.stage.data.restoreTesting!.validator.node.defaultChild);
    const [rule] = Object.values(prod.data.findResources('AWS::Events::Rule')).map((resource) => resource.Properties);
    const planId = logicalId(prod.stage.data.restoreTesting!.plan);
    expect(rule.EventPattern).toEqual({
      source: ['aws.backup'],
      'detail-type': ['Restore Job State Change'],
      detail: { status: ['COMPLETED'], restoreTestingPlanArn: [{ 'Fn::GetAtt': [planId, 'RestoreTestingPlanArn'] }] },
    });
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [validatorId, 'Arn'] });
    const validator = resourcesOf(prod.data)[validatorId]!.Properties;
    expect(validator.Environment.Variables[RESTORE_TESTING_PLAN_ENV]).toEqual({ 'Fn::GetAtt': [planId, 'RestoreTestingPlanArn'] });
    const statements = Object.values(prod.data.findResources('AWS::IAM::Policy'))
      .filter((resource) => resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === validator.Role['Fn::GetAtt'][0]))
      .flatMap((resource) => resource.Properties.PolicyDocument.Statement);
    const tableRead = statements.find((statement: { Action: unknown }) => [statement.Action].flat().includes('dynamodb:Scan'));
    expect(tableRead).toMatchObject({
      Action: ['dynamodb:DescribeTable', 'dynamodb:Scan'],
      Condition: { Null: { 'aws:ResourceTag/awsbackup-restore-test': 'false' } },
    });
    // Its failures count as ERROR lines and have the function alarms of every function (see above).
    const filters = Object.values(prod.data.findResources('AWS::Logs::MetricFilter')).map((resource) => resource.Properties);
    expect(filters.some((filter) => filter.LogGroupName.Ref === validator.LoggingConfig.LogGroup.Ref)).toBe(true);
  });

  it('names every table in the data stack’s outputs, for the copy-back script', () => {
    const outputs = (prod.data.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs;
    expect(outputs.ContentTableName!.Value).toEqual({ Ref: logicalId(prod.stage.data.tables.content.node.defaultChild) });
    expect(outputs.LeadsTableName!.Value).toEqual({ Ref: logicalId(prod.stage.data.tables.leads.node.defaultChild) });
    expect(outputs.IdentityTableName!.Value).toEqual({ Ref: logicalId(prod.stage.data.tables.identity.node.defaultChild) });
  });
});

describe('alert topics', () => {
  it('encrypts both alert topics with a rotated key of their stack that only this account’s CloudWatch, EventBridge and Budgets may use', () => {
    for (const template of [prod.monitoring, prod.edgeMonitoring]) {
      const keys = Object.entries(template.findResources('AWS::KMS::Key'));
      expect(keys).toHaveLength(1);
      const [keyId, key] = keys[0]!;
      expect(key.Properties.EnableKeyRotation).toBe(true);
      const topic = Object.values(template.findResources('AWS::SNS::Topic'))[0]!.Properties;
      expect(topic.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
      const publishers = key.Properties.KeyPolicy.Statement.find((statement: { Sid?: string }) => statement.Sid === 'AlertPublishersOfThisAccountEncrypt');
      expect([publishers.Principal.Service].flat().sort()).toEqual([...ALERT_PUBLISHERS].sort());
      expect(publishers.Action).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
      expect(publishers.Condition).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
    }
  });
});
