import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Template } from 'aws-cdk-lib/assertions';
import { HANDLER_GROUPS, noAnswer, type HandlerGroup } from '@tdp/shared/api/route-definition';
import type { ManifestRoutes } from '../lib/api-stack.ts';
import { CONTENT_WRITING_GROUPS } from '@tdp/functions/cdn/pages-changed';
import { GROUP_ACCESS, RENDER_FUNCTION_ACCESS } from '../lib/group-permissions.ts';
import { STAGES } from '../lib/stage-config.ts';
import { flattenValue, isTracingStatement, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

/** One route per handler group, so every group's function exists whatever the manifest holds today. */
const ONE_ROUTE_PER_GROUP: ManifestRoutes = HANDLER_GROUPS.map((group) => ({
  name: `probe-${group}`,
  method: 'GET',
  path: `/probe-${group}`,
  group,
  access: 'public',
  summary: `Probe of the ${group} group`,
  answer: noAnswer,
}));

const TABLE_READ = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const TABLE_READ_WRITE = [...TABLE_READ, 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'].sort();
const SECRET_READ = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
const SEND_EMAIL = ['ses:SendEmail'];
const OWN_LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const INVALIDATE_PAGES = ['cloudfront:CreateInvalidation'];

type ResourceLabel =
  | 'content'
  | 'identity'
  | 'leads'
  | 'mediaBucket'
  | 'mediaObjects'
  | 'applicationObjects'
  | 'agentPhotoObjects'
  | 'publicPictureObjects'
  | 'documentObjects'
  | 'signingKey'
  | 'emailIdentity'
  | 'mailConfigurationSet'
  | 'siteDistribution'
  | 'mailQueue'
  | 'ownLogs';

/** What each group may do, written out independently of infra/lib/group-permissions.ts. */
const EXPECTED: Record<HandlerGroup, Partial<Record<ResourceLabel, string[]>>> = {
  // Agents' and admins' private documents: get under Documents/ only, to sign their downloads; no listing, no write.
  public: { content: TABLE_READ, documentObjects: ['s3:GetObject'] },
  auth: { identity: TABLE_READ_WRITE, content: TABLE_READ, signingKey: SECRET_READ, emailIdentity: SEND_EMAIL, mailConfigurationSet: SEND_EMAIL },
  // Content writes drop the pages they change from this stage's distribution, and no other (public-pages-at-the-edge.md).
  // A save's new pictures are decoded first: get only, under package-images/, suppliers/logo/ and agents/.
  // A package save is one TransactWriteItems, which IAM checks write by write (PutItem, UpdateItem, DeleteItem,
  // ConditionCheckItem): no action of its own (docs/decisions/atomic-package-saves.md).
  catalogue: { content: TABLE_READ_WRITE, siteDistribution: INVALIDATE_PAGES, publicPictureObjects: ['s3:GetObject'], agentPhotoObjects: ['s3:GetObject'] },
  // Applicants' attachments: put and get under applications/ only; no listing, no delete, no other prefix.
  // Its mails go on the stage's mail queue (docs/decisions/mail-queue.md): send to that queue only, never receive.
  leads: {
    leads: TABLE_READ_WRITE,
    content: TABLE_READ,
    applicationObjects: ['s3:GetObject', 's3:PutObject'],
    emailIdentity: SEND_EMAIL,
    mailConfigurationSet: SEND_EMAIL,
    mailQueue: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
  },
  // A deleted or renamed file leaves the edge at once: the same invalidation, on its /media/ path.
  media: {
    content: TABLE_READ,
    mediaBucket: ['s3:ListBucket'],
    mediaObjects: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
    siteDistribution: INVALIDATE_PAGES,
  },
  people: {
    identity: TABLE_READ_WRITE,
    content: TABLE_READ_WRITE,
    agentPhotoObjects: ['s3:GetObject', 's3:PutObject'],
    publicPictureObjects: ['s3:GetObject'],
    emailIdentity: SEND_EMAIL,
    mailConfigurationSet: SEND_EMAIL,
    siteDistribution: INVALIDATE_PAGES,
  },
};

/**
 * The content partitions the render function may read (`dynamodb:LeadingKeys`), written out: the catalogue and the
 * agent directory, never counters, e-mail templates, the portal's items, suppliers, webinars or newsletters.
 */
const RENDER_PARTITIONS = [
  'CONTINENT',
  'TRAVEL_STYLE',
  'DEPARTURE_CITY',
  'PRICING_TABLE',
  'PROMOTION',
  'TESTIMONIAL',
  'BEST_BET',
  'TOP_PICK',
  'PACKAGE_CARD',
  'PACKAGE#*',
  'PACKAGE_URL#*',
  'CATALOGUE',
  'AGENT_PROFILE',
];

const EXPECTED_ENV: Record<HandlerGroup, string[]> = {
  // Visitors' reads trust the catalogue version read in the last few seconds (public-reads-at-the-edge.md).
  public: ['CATALOGUE_VERSION_MEMO_MS', 'CONTENT_TABLE', 'MEDIA_BUCKET'],
  auth: ['AGENCY_PHONE', 'CONTENT_TABLE', 'IDENTITY_TABLE', 'MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'SIGNING_KEY_SECRET_ARN'],
  catalogue: ['CONTENT_TABLE', 'MEDIA_BUCKET', 'SITE_DISTRIBUTION_ID'],
  leads: ['AGENCY_PHONE', 'CONTENT_TABLE', 'LEADS_TABLE', 'MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'MAIL_QUEUE_URL', 'MEDIA_BUCKET'],
  media: ['CONTENT_TABLE', 'MEDIA_BUCKET', 'SITE_DISTRIBUTION_ID'],
  people: ['AGENCY_PHONE', 'CONTENT_TABLE', 'IDENTITY_TABLE', 'MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'MEDIA_BUCKET', 'SITE_DISTRIBUTION_ID'],
};
const COMMON_ENV = [
  'JWKS_JSON',
  'MEDIA_PUBLIC_URL',
  'NODE_OPTIONS',
  'ORIGIN_VERIFY',
  'ORIGIN_VERIFY_DIGESTS',
  'ORIGIN_VERIFY_GENERATION',
  'POWERTOOLS_LOG_LEVEL',
  'POWERTOOLS_METRICS_NAMESPACE',
  'POWERTOOLS_SERVICE_NAME',
  'SIGNING_KEY_GENERATION',
  'SITE_URL',
  'STAGE',
];

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return cfn.stack.getLogicalId(cfn);
}

describe('least privilege of the handler groups', () => {
  let platform: SynthesisedPlatform;
  let apiResources: Resources;
  let dataIds: Record<
    Exclude<
      ResourceLabel,
      | 'mediaObjects'
      | 'applicationObjects'
      | 'agentPhotoObjects'
      | 'publicPictureObjects'
      | 'documentObjects'
      | 'emailIdentity'
      | 'mailConfigurationSet'
      | 'siteDistribution'
      | 'mailQueue'
      | 'ownLogs'
    >,
    string
  >;
  let distributionId: string;

  beforeAll(() => {
    // Some groups may have no handler module yet: their functions get a stand-in, the grants are the same.
    platform = synthesisePlatform(STAGES.dev!, {
      routes: ONE_ROUTE_PER_GROUP,
      prebuiltGroupCode: lambda.Code.fromInline('export const handler = async () => ({ statusCode: 204 });'),
    });
    apiResources = platform.api.toJSON().Resources as Resources;
    const { data } = platform.stage;
    dataIds = {
      content: logicalId(data.tables.content.node.defaultChild),
      identity: logicalId(data.tables.identity.node.defaultChild),
      leads: logicalId(data.tables.leads.node.defaultChild),
      mediaBucket: logicalId(data.mediaBucket.node.defaultChild),
      signingKey: logicalId(data.signingKeySecret.node.defaultChild),
    };
    distributionId = logicalId(platform.stage.web.distribution.node.defaultChild);
  });

  afterAll(() => {
    platform?.remove();
  });

  function functionOf(group: HandlerGroup): { id: string; properties: Record<string, any> } {
    const fn = platform.stage.api.functions.get(group);
    expect(fn, `${group} function`).toBeDefined();
    const id = logicalId(fn!.node.defaultChild);
    return { id, properties: apiResources[id]!.Properties };
  }

  /** Every statement attached to the function's role, by any policy of the template. */
  function statementsOf(group: HandlerGroup): Statement[] {
    const roleId = (functionOf(group).properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = apiResources[roleId]!.Properties;
    expect(role.ManagedPolicyArns ?? []).toEqual([]);
    const inline = (role.Policies ?? []).flatMap((policy: { PolicyDocument: { Statement: Statement[] } }) => policy.PolicyDocument.Statement);
    const attached = Object.values(apiResources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((resource) => asList(resource.Properties.Roles).some((ref: { Ref?: string }) => ref.Ref === roleId))
      .flatMap((resource) => resource.Properties.PolicyDocument.Statement as Statement[]);
    // Tracing's own statement (X-Ray allows `*` only) is checked by the monitoring tests.
    return [...inline, ...attached].filter((statement) => !isTracingStatement(statement));
  }

  function labelOf(group: HandlerGroup, resource: unknown): ResourceLabel {
    const text = flattenValue(resource);
    const ownLogGroup = (functionOf(group).properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    if (text === `{${ownLogGroup}.Arn}`) return 'ownLogs';
    if (text === `{${logicalId(platform.stage.api.mailQueue.queue.node.defaultChild)}.Arn}`) return 'mailQueue';
    if (text.endsWith(`:identity/${STAGES.dev!.email.identity}`) && text.includes(':ses:')) return 'emailIdentity';
    // The stage's SES configuration set, by the name the data stack exports: every send passes it.
    if (/:ses:.*:configuration-set\/\{Import:dev-Data:ExportsOutputRefMailConfigurationSet\w+\}$/.test(text)) return 'mailConfigurationSet';
    // This stage's distribution, by the id the web stack exports: no other distribution, no `*`.
    if (
      new RegExp(
        `^arn:\\{Ref:AWS::Partition\\}:cloudfront::\\{Ref:AWS::AccountId\\}:distribution/\\{Import:dev-Web:ExportsOutputRef${distributionId}\\w*\\}$`,
      ).test(text)
    ) {
      return 'siteDistribution';
    }
    for (const [label, id] of Object.entries(dataIds)) {
      if (!text.includes(id)) continue;
      if (label === 'mediaBucket' && text.endsWith('/applications/*')) return 'applicationObjects';
      if (label === 'mediaBucket' && text.endsWith('/agents/*')) return 'agentPhotoObjects';
      if (label === 'mediaBucket' && /\/(package-images|suppliers\/logo)\/\*$/.test(text)) return 'publicPictureObjects';
      if (label === 'mediaBucket' && text.endsWith('/Documents/*')) return 'documentObjects';
      if (label === 'mediaBucket' && text.endsWith('/*')) return 'mediaObjects';
      return label as ResourceLabel;
    }
    throw new Error(`${group} reaches a resource outside its list: ${text}`);
  }

  function grantsOf(group: HandlerGroup): Partial<Record<ResourceLabel, string[]>> {
    const grants: Partial<Record<ResourceLabel, Set<string>>> = {};
    for (const statement of statementsOf(group)) {
      expect(statement.Effect).toBe('Allow');
      for (const resource of asList(statement.Resource)) {
        const label = labelOf(group, resource);
        grants[label] ??= new Set();
        for (const action of asList(statement.Action)) grants[label]!.add(action);
      }
    }
    return Object.fromEntries(Object.entries(grants).map(([label, actions]) => [label, [...actions!].sort()]));
  }

  it.each(HANDLER_GROUPS)('the %s group reaches only its own resources, with only its actions', (group) => {
    expect(grantsOf(group)).toEqual({ ...EXPECTED[group], ownLogs: OWN_LOGS });
  });

  it.each(HANDLER_GROUPS)('the %s group is told the names of exactly the resources it may use', (group) => {
    const variables = Object.keys(functionOf(group).properties.Environment.Variables).sort();
    expect(variables).toEqual([...EXPECTED_ENV[group], ...COMMON_ENV].sort());
  });

  it.each(HANDLER_GROUPS)('the %s group refuses requests without the origin secret, knowing only its digests', (group) => {
    const variables = functionOf(group).properties.Environment.Variables as Record<string, unknown>;
    expect(variables.ORIGIN_VERIFY).toBe('required');
    // The digests the data stack's provisioner wrote, read as a weak reference (they change on every rotation).
    expect(flattenValue(variables.ORIGIN_VERIFY_DIGESTS)).toMatch(/^\{Output:dev-Data:PublishOutputFnGetAttOriginSecretProvisionerValues\w+Digests\w*\}$/);
    expect(variables.ORIGIN_VERIFY_GENERATION).toBe(STAGES.dev!.originSecretGeneration);
    // Never the secret itself, nor a way to read it.
    expect(JSON.stringify(variables)).not.toMatch(/OriginSecret[0-9A-F]{8}|resolve:secretsmanager/);
  });

  it('gives the groups that write public content, and only them, the invalidation of the pages their writes change', () => {
    const invalidating = HANDLER_GROUPS.filter((group) => GROUP_ACCESS[group].invalidatesPages);
    expect(invalidating.sort()).toEqual([...CONTENT_WRITING_GROUPS].sort());
    for (const group of invalidating) {
      const variables = functionOf(group).properties.Environment.Variables as Record<string, unknown>;
      expect(flattenValue(variables.SITE_DISTRIBUTION_ID)).toMatch(new RegExp(`^\\{Import:dev-Web:ExportsOutputRef${distributionId}\\w*\\}$`));
    }
  });

  it.each(HANDLER_GROUPS)('the %s group is told the signing key generation, so a new key changes its template', (group) => {
    const variables = functionOf(group).properties.Environment.Variables as Record<string, unknown>;
    expect(variables.SIGNING_KEY_GENERATION).toBe(STAGES.dev!.signingKeyGeneration);
    // The JWKS itself is a weak reference to the data stack's output: its text does not change with the key.
    expect(flattenValue(variables.JWKS_JSON)).toMatch(/^\{Output:dev-Data:PublishOutputFnGetAttSigningKeyProvisioner\w+Jwks\w*\}$/);
  });

  it('lets the render function read the public partitions of the content table, keep its pages’ copies and write its own logs, nothing else', () => {
    expect(RENDER_FUNCTION_ACCESS.tables).toEqual(GROUP_ACCESS.public.tables);
    const webResources = platform.web.toJSON().Resources as Resources;
    const renderId = logicalId(platform.stage.web.renderFunction.node.defaultChild);
    const fn = webResources[renderId]!.Properties;
    const roleId = (fn.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(webResources[roleId]!.Properties.ManagedPolicyArns ?? []).toEqual([]);
    const statements = Object.values(webResources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy' && asList(resource.Properties.Roles).some((ref: { Ref?: string }) => ref.Ref === roleId))
      .flatMap((resource) => resource.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => !isTracingStatement(statement));
    const grants = statements.map((statement) => ({
      effect: statement.Effect,
      actions: asList(statement.Action).sort(),
      resources: asList(statement.Resource).map(flattenValue),
      condition: statement.Condition,
    }));
    expect(grants).toEqual([
      { effect: 'Allow', actions: OWN_LOGS, resources: [`{${(fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref}.Arn}`], condition: undefined },
      {
        effect: 'Allow',
        actions: TABLE_READ,
        // The table's own items, no index, and only those of the partitions public pages read.
        resources: [expect.stringMatching(new RegExp(`^\\{Import:dev-Data:ExportsOutputFnGetAtt${dataIds.content}Arn\\w*\\}$`))],
        condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': RENDER_PARTITIONS } },
      },
      // The pages' last good copies (render-failures.md): read and written under pages/ of their own bucket, no listing.
      {
        effect: 'Allow',
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [`{${logicalId(platform.stage.web.pageCopiesBucket.node.defaultChild)}.Arn}/pages/*`],
        condition: undefined,
      },
    ]);
  });

  it('no group may scan a table', () => {
    for (const group of HANDLER_GROUPS) {
      const actions = statementsOf(group).flatMap((statement) => asList(statement.Action));
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('no policy written by the platform allows a "*" action or resource', () => {
    const templates: Template[] = [platform.data, platform.web, platform.api];
    const offending: string[] = [];
    for (const template of templates) {
      const resources = template.toJSON().Resources as Resources;
      for (const [id, resource] of Object.entries(resources)) {
        const documents =
          resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::S3::BucketPolicy'
            ? [resource.Properties.PolicyDocument]
            : resource.Type === 'AWS::IAM::Role'
              ? (resource.Properties.Policies ?? []).map((policy: { PolicyDocument: unknown }) => policy.PolicyDocument)
              : [];
        for (const document of documents as Array<{ Statement: Statement[] }>) {
          for (const statement of document.Statement.filter((candidate) => candidate.Effect === 'Allow')) {
            for (const action of asList(statement.Action)) if (action === '*' || /^[a-z0-9-]+:\*$/.test(action)) offending.push(`${id}: action ${action}`);
            // X-Ray's two write actions accept no other resource (checked in monitoring.test.ts).
            if (isTracingStatement(statement)) continue;
            for (const resource of asList(statement.Resource)) if (resource === '*') offending.push(`${id}: resource *`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
