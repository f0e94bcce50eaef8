import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { HANDLER_GROUPS } from '@tdp/shared/api/route-definition';
import { STAGES } from '../lib/stage-config.ts';
import { LIVE_ALIAS } from '../lib/safe-rollout.ts';
import { flattenValue, isTracingStatement, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * Least privilege beyond the handler groups' own grants (those and the render function's are checked in
 * group-permissions.test.ts): the stage synthesised with the real route manifest holds no Lambda function we do not
 * account for; each one reaches only its own resources; the private signing key is readable by exactly two functions,
 * the origin secret by one; no action we grant is a wildcard; only this stage's HTTP API may invoke a group, and only
 * this stage's distribution the render function (the one function URL); roles trust Lambda only.
 */

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

interface Resource {
  Type: string;
  Properties: Record<string, any>;
}

interface FunctionInfo {
  stack: 'data' | 'web' | 'api';
  id: string;
  roleId: string;
  statements: Statement[];
  managedPolicies: string[];
}

/**
 * Functions CDK adds for its own constructs: they empty buckets on delete, copy the built site, and carry the
 * us-east-1 edge stack's references across regions (the web ACL, the certificate, the distribution for its alarm).
 */
const CDK_HELPER_FUNCTIONS =
  /^(CustomS3AutoDeleteObjectsCustomResourceProviderHandler|CustomCDKBucketDeployment|CustomCrossRegionExport(Reader|Writer)CustomResourceProviderHandler)/;

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return cfn.stack.getLogicalId(cfn);
}

let platform: SynthesisedPlatform;
let stacks: Record<FunctionInfo['stack'], Record<string, Resource>>;
let functions: FunctionInfo[];

function roleStatements(resources: Record<string, Resource>, roleId: string): Statement[] {
  const role = resources[roleId]!.Properties;
  const inline = asList<{ PolicyDocument: { Statement: Statement[] } }>(role.Policies).flatMap((policy) => policy.PolicyDocument.Statement);
  const attached = Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy' && asList<{ Ref?: string }>(resource.Properties.Roles).some((ref) => ref.Ref === roleId))
    .flatMap((resource) => resource.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

beforeAll(() => {
  platform = synthesisePlatform(STAGES.dev!);
  stacks = {
    data: platform.data.toJSON().Resources as Record<string, Resource>,
    web: platform.web.toJSON().Resources as Record<string, Resource>,
    api: platform.api.toJSON().Resources as Record<string, Resource>,
  };
  functions = Object.entries(stacks).flatMap(([stack, resources]) =>
    Object.entries(resources)
      .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
      .map(([id, resource]) => {
        const roleId = (resource.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        return {
          stack: stack as FunctionInfo['stack'],
          id,
          roleId,
          // Tracing's own statement (X-Ray allows `*` only) is checked by the monitoring tests.
          statements: roleStatements(resources, roleId).filter((statement) => !isTracingStatement(statement)),
          managedPolicies: asList(resources[roleId]!.Properties.ManagedPolicyArns).map(flattenValue),
        };
      }),
  );
});

afterAll(() => {
  platform?.remove();
});

function groupFunctionIds(): string[] {
  return HANDLER_GROUPS.map((group) => logicalId(platform.stage.api.functions.get(group)!.node.defaultChild));
}

function provisionerId(): string {
  const found = functions.find((fn) => fn.stack === 'data' && fn.id.startsWith('SigningKeyProvisionerFunction'));
  expect(found, 'the signing key provisioner').toBeDefined();
  return found!.id;
}

function renderFunctionId(): string {
  return logicalId(platform.stage.web.renderFunction.node.defaultChild);
}

function imageFunctionId(): string {
  return logicalId(platform.stage.web.imageFunction.node.defaultChild);
}

function mailEventsFunctionId(): string {
  return logicalId(platform.stage.api.mailEventsFunction.node.defaultChild);
}

function scheduledJobsFunctionId(): string {
  return logicalId(platform.stage.api.scheduledJobsFunction.node.defaultChild);
}

function leadDeadlinesFunctionId(): string {
  return logicalId(platform.stage.api.leadDeadlinesFunction.node.defaultChild);
}

function mailSenderFunctionId(): string {
  return logicalId(platform.stage.api.mailQueue.sender.node.defaultChild);
}

function originSecretProvisionerId(): string {
  const found = functions.find((fn) => fn.stack === 'data' && fn.id.startsWith('OriginSecretProvisionerFunction'));
  expect(found, 'the origin secret provisioner').toBeDefined();
  return found!.id;
}

describe('least privilege of every function in the stage', () => {
  it('holds only the six handler groups, the render and image functions, the mail-events, scheduled-jobs, lead-deadlines and mail-sender functions, the signing key and origin secret provisioners and CDK’s bucket helpers', () => {
    const groups = new Set(groupFunctionIds());
    const ours = new Set([
      provisionerId(),
      originSecretProvisionerId(),
      renderFunctionId(),
      imageFunctionId(),
      mailEventsFunctionId(),
      scheduledJobsFunctionId(),
      leadDeadlinesFunctionId(),
      mailSenderFunctionId(),
    ]);
    expect(functions.find((fn) => fn.id === renderFunctionId())?.stack).toBe('web');
    const unaccounted = functions
      .filter((fn) => !groups.has(fn.id) && !ours.has(fn.id) && !CDK_HELPER_FUNCTIONS.test(fn.id))
      .map((fn) => `${fn.stack}/${fn.id}`);
    expect(unaccounted).toEqual([]);
    expect(functions.filter((fn) => groups.has(fn.id))).toHaveLength(HANDLER_GROUPS.length);
  });

  it('lets the signing key provisioner read and replace the signing key and write its own logs, nothing else', () => {
    const provisioner = functions.find((fn) => fn.id === provisionerId())!;
    const secretId = logicalId(platform.stage.data.signingKeySecret.node.defaultChild);
    const grants = provisioner.statements.map((statement) => ({
      actions: asList(statement.Action).sort(),
      resources: asList(statement.Resource).map(flattenValue),
    }));
    expect(grants).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [expect.stringMatching(/^\{SigningKeyProvisionerFunctionLogs\w+\.Arn\}$/)] },
      { actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'], resources: [`{Ref:${secretId}}`] },
    ]);
    expect(provisioner.managedPolicies).toEqual([]);
  });

  it('lets exactly two functions read the private signing key: the auth group and its provisioner', () => {
    const secretId = logicalId(platform.stage.data.signingKeySecret.node.defaultChild);
    const secretImport = /SigningKeySecret/;
    const readers = functions
      .filter((fn) =>
        fn.statements.some((statement) =>
          asList(statement.Resource).some((resource) => flattenValue(resource).includes(secretId) || secretImport.test(flattenValue(resource))),
        ),
      )
      .map((fn) => fn.id);
    const auth = logicalId(platform.stage.api.functions.get('auth')!.node.defaultChild);
    expect(readers.sort()).toEqual([auth, provisionerId()].sort());
  });

  it('lets the origin secret provisioner read and replace the origin secret and write its own logs, nothing else', () => {
    const provisioner = functions.find((fn) => fn.id === originSecretProvisionerId())!;
    const secretId = logicalId(platform.stage.data.originSecret.node.defaultChild);
    const grants = provisioner.statements.map((statement) => ({
      actions: asList(statement.Action).sort(),
      resources: asList(statement.Resource).map(flattenValue),
    }));
    expect(grants).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [expect.stringMatching(/^\{OriginSecretProvisionerFunctionLogs\w+\.Arn\}$/)] },
      { actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'], resources: [`{Ref:${secretId}}`] },
    ]);
    expect(provisioner.managedPolicies).toEqual([]);
  });

  it('lets exactly one function reach the origin secret, its provisioner: the groups get digests only', () => {
    const secretId = logicalId(platform.stage.data.originSecret.node.defaultChild);
    const readers = functions
      .filter((fn) =>
        fn.statements.some((statement) =>
          asList(statement.Resource).some((resource) => flattenValue(resource).includes(secretId) || /OriginSecret[0-9A-F]{8}/.test(flattenValue(resource))),
        ),
      )
      .map((fn) => fn.id);
    expect(readers).toEqual([originSecretProvisionerId()]);
  });

  it('grants no wildcard action in any statement of our own functions (not even `s3:Get*`)', () => {
    const ours = new Set([
      ...groupFunctionIds(),
      provisionerId(),
      originSecretProvisionerId(),
      renderFunctionId(),
      imageFunctionId(),
      mailEventsFunctionId(),
      scheduledJobsFunctionId(),
      leadDeadlinesFunctionId(),
    ]);
    const wildcards = functions
      .filter((fn) => ours.has(fn.id))
      .flatMap((fn) =>
        fn.statements.flatMap((statement) =>
          asList(statement.Action)
            .filter((action) => action.includes('*'))
            .map((action) => `${fn.id}: ${action}`),
        ),
      );
    expect(wildcards).toEqual([]);
  });

  it('keeps CDK’s deployment helper on the site bucket and the CDK assets bucket', () => {
    const helper = functions.find((fn) => fn.id.startsWith('CustomCDKBucketDeployment'));
    expect(helper).toBeDefined();
    const siteBucket = /^\{SiteBucket\w+\.Arn\}(\/\*)?$/;
    const assetsBucket = /^arn:\{Ref:AWS::Partition\}:s3:::cdk-[a-z0-9]+-assets-\$\{AWS::AccountId\}-[a-z0-9-]+(\/\*)?$/;
    const reached = helper!.statements.flatMap((statement) => asList(statement.Resource).map(flattenValue));
    expect(reached.filter((resource) => !siteBucket.test(resource) && !assetsBucket.test(resource))).toEqual([]);
  });

  it('lets the mail-events function mark leads (a conditional UpdateItem on the leads table) and write its own logs, nothing else; only the mail-events topic invokes it', () => {
    const fn = functions.find((candidate) => candidate.id === mailEventsFunctionId())!;
    const grants = fn.statements.map((statement) => ({ actions: asList(statement.Action).sort(), resources: asList(statement.Resource).map(flattenValue) }));
    expect(grants).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [expect.stringMatching(/^\{MailEventsFunctionLogs\w+\.Arn\}$/)] },
      { actions: ['dynamodb:UpdateItem'], resources: [expect.stringMatching(/^\{Import:dev-Data:ExportsOutputFnGetAttLeadsTable\w+\}$/)] },
    ]);
    expect(fn.managedPolicies).toEqual([]);
    const invokers = Object.values(stacks.api).filter(
      (resource) => resource.Type === 'AWS::Lambda::Permission' && resource.Properties.FunctionName['Fn::GetAtt']?.[0] === mailEventsFunctionId(),
    );
    expect(invokers).toHaveLength(1);
    expect(invokers[0]!.Properties.Principal).toBe('sns.amazonaws.com');
    expect(flattenValue(invokers[0]!.Properties.SourceArn)).toMatch(/^\{Import:dev-Data:ExportsOutputRefMailEventsTopic\w+\}$/);
  });

  it('lets the mail sender read and update the leads table, send the stage’s mail, take messages off its queue and write its own logs, nothing else; no invoke permission (its SQS event source polls)', () => {
    const fn = functions.find((candidate) => candidate.id === mailSenderFunctionId())!;
    const grants = fn.statements.map((statement) => ({ actions: asList(statement.Action).sort(), resources: asList(statement.Resource).map(flattenValue) }));
    const queue = `{${logicalId(platform.stage.api.mailQueue.queue.node.defaultChild)}.Arn}`;
    expect(grants).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [expect.stringMatching(/^\{MailQueueSenderFunctionLogs\w+\.Arn\}$/)] },
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [expect.stringMatching(/^\{Import:dev-Data:ExportsOutputFnGetAttLeadsTable\w+\}$/)] },
      { actions: ['ses:SendEmail'], resources: [expect.stringContaining(':configuration-set/'), expect.stringContaining(':identity/')] },
      { actions: ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'], resources: [queue] },
    ]);
    expect(fn.managedPolicies).toEqual([]);
    expect(
      Object.values(stacks.api).filter(
        (resource) => resource.Type === 'AWS::Lambda::Permission' && resource.Properties.FunctionName['Fn::GetAtt']?.[0] === mailSenderFunctionId(),
      ),
    ).toEqual([]);
  });

  it('lets the scheduled-jobs function read the content table, list the cropper’s banners and delete them and their variants, and write its own logs, nothing else; only its hourly rule invokes it', () => {
    const fn = functions.find((candidate) => candidate.id === scheduledJobsFunctionId())!;
    const grants = fn.statements.map((statement: Statement & { Condition?: unknown }) => ({
      actions: asList(statement.Action).sort(),
      resources: asList(statement.Resource).map(flattenValue),
      condition: statement.Condition,
    }));
    const contentTable = /^\{Import:dev-Data:ExportsOutputFnGetAttContentTable\w+Arn\w*\}/;
    const mediaBucket = '{Import:dev-Data:ExportsOutputFnGetAttMediaBucket';
    expect(grants).toEqual([
      {
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [expect.stringMatching(/^\{ScheduledJobsFunctionLogs\w+\.Arn\}$/)],
        condition: undefined,
      },
      {
        actions: ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'],
        resources: [expect.stringMatching(new RegExp(`${contentTable.source}$`)), expect.stringMatching(new RegExp(`${contentTable.source}/index/\\*$`))],
        condition: undefined,
      },
      {
        actions: ['s3:ListBucket'],
        resources: [expect.stringMatching(/^\{Import:dev-Data:ExportsOutputFnGetAttMediaBucket\w+Arn\w*\}$/)],
        condition: { StringEquals: { 's3:prefix': 'package-images/banner-' } },
      },
      {
        actions: ['s3:DeleteObject'],
        resources: [expect.stringContaining(mediaBucket), expect.stringContaining(mediaBucket)],
        condition: undefined,
      },
    ]);
    const deletable = grants[3]!.resources.map((resource) => resource.replace(/^\{Import:[^}]+\}/, '<bucket>'));
    expect(deletable.sort()).toEqual(['<bucket>/_v/*/*/package-images/banner-*', '<bucket>/package-images/banner-*']);
    expect(fn.managedPolicies).toEqual([]);

    const rules = Object.entries(stacks.api).filter(
      ([, resource]) =>
        resource.Type === 'AWS::Events::Rule' &&
        resource.Properties.Targets.some((target: { Arn: { 'Fn::GetAtt'?: string[] } }) => target.Arn['Fn::GetAtt']?.[0] === scheduledJobsFunctionId()),
    );
    expect(rules).toHaveLength(1);
    const [ruleId] = rules[0]!;
    const invokers = Object.values(stacks.api).filter(
      (resource) => resource.Type === 'AWS::Lambda::Permission' && resource.Properties.FunctionName['Fn::GetAtt']?.[0] === scheduledJobsFunctionId(),
    );
    expect(
      invokers.map((permission) => ({
        action: permission.Properties.Action,
        principal: permission.Properties.Principal,
        source: flattenValue(permission.Properties.SourceArn),
      })),
    ).toEqual([{ action: 'lambda:InvokeFunction', principal: 'events.amazonaws.com', source: `{${ruleId}.Arn}` }]);
  });

  it('lets the lead-deadlines function use the leads table, read the content table, send the stage’s mail and write its own logs, nothing else; only its minute rule invokes it', () => {
    const fn = functions.find((candidate) => candidate.id === leadDeadlinesFunctionId())!;
    const grants = fn.statements.map((statement) => ({ actions: asList(statement.Action).sort(), resources: asList(statement.Resource).map(flattenValue) }));
    const table = (name: string) => new RegExp(`^\\{Import:dev-Data:ExportsOutputFnGetAtt${name}Table\\w+Arn\\w*\\}`);
    expect(grants).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [expect.stringMatching(/^\{LeadDeadlinesFunctionLogs\w+\.Arn\}$/)] },
      {
        actions: [
          'dynamodb:BatchGetItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:ConditionCheckItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:UpdateItem',
        ],
        resources: [expect.stringMatching(new RegExp(`${table('Leads').source}$`)), expect.stringMatching(new RegExp(`${table('Leads').source}/index/\\*$`))],
      },
      {
        actions: ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'],
        resources: [
          expect.stringMatching(new RegExp(`${table('Content').source}$`)),
          expect.stringMatching(new RegExp(`${table('Content').source}/index/\\*$`)),
        ],
      },
      { actions: ['ses:SendEmail'], resources: [expect.stringContaining(':configuration-set/'), expect.stringContaining(':identity/')] },
      // Its mails go through the mail queue (docs/decisions/mail-queue.md): sending messages to that queue only.
      {
        actions: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        resources: [`{${logicalId(platform.stage.api.mailQueue.queue.node.defaultChild)}.Arn}`],
      },
    ]);
    expect(fn.managedPolicies).toEqual([]);
    const invokers = Object.values(stacks.api).filter(
      (resource) => resource.Type === 'AWS::Lambda::Permission' && resource.Properties.FunctionName['Fn::GetAtt']?.[0] === leadDeadlinesFunctionId(),
    );
    expect(invokers.map((permission) => ({ action: permission.Properties.Action, principal: permission.Properties.Principal }))).toEqual([
      { action: 'lambda:InvokeFunction', principal: 'events.amazonaws.com' },
    ]);
  });

  it('lets only this stage’s HTTP API invoke a handler group, through the group’s live alias', () => {
    const groups = new Set(groupFunctionIds());
    // The routes call each group's `live` alias (safe-rollouts.md): the permissions are the aliases'.
    const functionOfAlias = new Map(
      [...platform.stage.api.liveAliases].map(([group, alias]) => [
        logicalId(alias.node.defaultChild),
        logicalId(platform.stage.api.functions.get(group)!.node.defaultChild),
      ]),
    );
    // The API lives in the web stack; the api stack names it through that stack's export of its id.
    const httpApiId = logicalId(platform.stage.web.httpApi.node.defaultChild);
    const sourceArn = new RegExp(
      `^arn:\\{Ref:AWS::Partition\\}:execute-api:ca-central-1:\\{Ref:AWS::AccountId\\}:\\{Import:dev-Web:ExportsOutputRef${httpApiId}\\w*\\}/\\*/\\*/\\*$`,
    );
    const permissions = Object.values(stacks.api).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Permission' &&
        ![mailEventsFunctionId(), scheduledJobsFunctionId(), leadDeadlinesFunctionId()].includes(resource.Properties.FunctionName['Fn::GetAtt']?.[0]),
    );
    expect(permissions.length).toBeGreaterThan(0);
    const targetOf = (permission: Resource) => functionOfAlias.get((permission.Properties.FunctionName as { Ref?: string }).Ref ?? '');
    for (const permission of permissions) {
      const target = targetOf(permission);
      expect(target !== undefined && groups.has(target), JSON.stringify(permission.Properties.FunctionName)).toBe(true);
      expect(permission.Properties.Action).toBe('lambda:InvokeFunction');
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(flattenValue(permission.Properties.SourceArn)).toMatch(sourceArn);
    }
    const invoked = new Set(permissions.map(targetOf));
    expect([...invoked].sort()).toEqual([...groups].sort());
  });

  it('exposes two function URLs, the render and image functions’, IAM-authenticated and invocable by this stage’s distribution only', () => {
    const urls = Object.entries(stacks).flatMap(([stack, resources]) =>
      Object.entries(resources)
        .filter(([, resource]) => resource.Type === 'AWS::Lambda::Url')
        .map(([id, resource]) => ({ stack, id, ...resource.Properties })),
    );
    expect(urls).toEqual(
      // Each on the function's `live` alias, which CodeDeploy moves (safe-rollouts.md).
      [renderFunctionId(), imageFunctionId()].map((id) => ({
        stack: 'web',
        id: expect.any(String),
        AuthType: 'AWS_IAM',
        TargetFunctionArn: { 'Fn::GetAtt': [id, 'Arn'] },
        Qualifier: LIVE_ALIAS,
      })),
    );
    const distributionId = logicalId(platform.stage.web.distribution.node.defaultChild);
    const outsideApi = [...Object.values(stacks.data), ...Object.values(stacks.web)].filter((resource) => resource.Type === 'AWS::Lambda::Permission');
    expect(outsideApi).toHaveLength(4);
    for (const permission of outsideApi) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(urls.map((url) => `{${url.id}.FunctionArn}`)).toContain(flattenValue(permission.Properties.FunctionName));
      expect(flattenValue(permission.Properties.SourceArn)).toBe(
        `arn:{Ref:AWS::Partition}:cloudfront::{Ref:AWS::AccountId}:distribution/{Ref:${distributionId}}`,
      );
    }
  });

  it('lets the groups that write content invalidate this stage’s distribution, and nothing else: no `*`, no other distribution', () => {
    const distributionId = logicalId(platform.stage.web.distribution.node.defaultChild);
    const invalidations = functions.flatMap((fn) =>
      fn.statements
        .filter((statement) => asList(statement.Action).some((action) => action.startsWith('cloudfront:')))
        .map((statement) => ({ fn: fn.id, statement })),
    );
    // The content writers, and the media group for the files it deletes or renames.
    const writers = ['catalogue', 'people', 'media'].map((group) => logicalId(platform.stage.api.functions.get(group as never)!.node.defaultChild));
    expect(invalidations.map(({ fn }) => fn).sort()).toEqual(writers.sort());
    for (const { statement } of invalidations) {
      expect(asList(statement.Action)).toEqual(['cloudfront:CreateInvalidation']);
      expect(asList(statement.Resource).map(flattenValue)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^arn:\\{Ref:AWS::Partition\\}:cloudfront::\\{Ref:AWS::AccountId\\}:distribution/\\{Import:dev-Web:ExportsOutputRef${distributionId}\\w*\\}$`,
          ),
        ),
      ]);
    }
  });

  it('gives every role a trust policy for Lambda only, but the deployment groups’ (CodeDeploy only, its Lambda policy only)', () => {
    for (const [stack, resources] of Object.entries(stacks)) {
      const deploymentRoles = new Set(
        Object.values(resources)
          .filter((resource) => resource.Type === 'AWS::CodeDeploy::DeploymentGroup')
          .map((resource) => (resource.Properties.ServiceRoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]),
      );
      for (const [id, resource] of Object.entries(resources).filter(([, candidate]) => candidate.Type === 'AWS::IAM::Role')) {
        const service = deploymentRoles.has(id) ? 'codedeploy.amazonaws.com' : 'lambda.amazonaws.com';
        expect(resource.Properties.AssumeRolePolicyDocument.Statement, `${stack}/${id}`).toEqual([
          { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: service } },
        ]);
        if (deploymentRoles.has(id)) {
          expect(asList(resource.Properties.ManagedPolicyArns).map(flattenValue), `${stack}/${id}`).toEqual([
            'arn:{Ref:AWS::Partition}:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
          ]);
          expect(
            roleStatements(resources, id).filter((statement) => !isTracingStatement(statement)),
            `${stack}/${id}`,
          ).toEqual([]);
        }
      }
    }
    // One per request-serving function: the six groups, render and image.
    expect(
      Object.values(stacks).flatMap((resources) => Object.values(resources).filter((resource) => resource.Type === 'AWS::CodeDeploy::DeploymentGroup')),
    ).toHaveLength(platform.stage.api.functions.size + 2);
  });
});
