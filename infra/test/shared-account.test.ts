import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { sharedAccountProblems } from '../lib/stage-config.ts';
import { DEV_WITH_DOMAIN, WITH_DOMAIN } from './stage-fixtures.ts';
import { synthesisePlatforms, type SynthesisedPlatform } from './synthesise-platform.ts';

/**
 * dev and prod deployed to one account, each with its domain in the same hosted zone: nothing either declares may carry
 * a name the other also declares (SES identities, DNS records, log groups, dashboards, vaults are account-wide), or the
 * second deploy fails on "already exists".
 */

/** Properties that hold a physical name CloudFormation would create (only literal values: generated names differ). */
const NAME_PROPERTIES = [
  'EmailIdentity',
  'MailFromDomain',
  'DashboardName',
  'LogGroupName',
  'BackupVaultName',
  'BudgetName',
  'AlarmName',
  'TopicName',
  'TableName',
  'BucketName',
  'FunctionName',
  'RoleName',
  'ConfigurationSetName',
  'ApplicationName',
  'RestoreTestingPlanName',
  'Name',
  'DomainName',
];

function templatesOf(platform: SynthesisedPlatform): Template[] {
  return [
    platform.edge,
    platform.backupCopy,
    platform.data,
    platform.web,
    platform.api,
    platform.monitoring,
    platform.edgeMonitoring,
    platform.deployAccess,
  ].filter((template): template is Template => template !== undefined);
}

/** Every literal physical name a stage's templates declare, as `<type> <property>=<value>` (DNS records with their type). */
function declaredNames(platform: SynthesisedPlatform): string[] {
  const names: string[] = [];
  for (const template of templatesOf(platform)) {
    const resources = (template.toJSON() as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> }).Resources;
    for (const { Type, Properties = {} } of Object.values(resources)) {
      // Names AWS does not keep unique: a certificate's domain, an HTTP API's name, an alias (its function's own).
      if (Type === 'AWS::CertificateManager::Certificate' || Type === 'AWS::ApiGatewayV2::Api' || Type === 'AWS::Lambda::Alias') continue;
      for (const property of NAME_PROPERTIES) {
        const value =
          property === 'MailFromDomain' ? (Properties.MailFromAttributes as { MailFromDomain?: unknown } | undefined)?.MailFromDomain : Properties[property];
        if (typeof value !== 'string') continue;
        names.push(Type === 'AWS::Route53::RecordSet' ? `${Type} ${String(Properties.Type)} ${value.toLowerCase()}` : `${Type} ${property}=${value}`);
      }
    }
  }
  return names;
}

describe('two stages in one account, each with its domain', () => {
  let dev: SynthesisedPlatform;
  let prod: SynthesisedPlatform;

  beforeAll(() => {
    // One cloud assembly, as the pipeline synthesises it (`-c stage=dev,prod`).
    [dev, prod] = synthesisePlatforms([DEV_WITH_DOMAIN, WITH_DOMAIN]) as [SynthesisedPlatform, SynthesisedPlatform];
  });

  afterAll(() => {
    dev?.remove();
    prod?.remove();
  });

  it('declares a mail identity each, with its own MAIL FROM domain', () => {
    dev.data.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.tbbtravel.ca',
      MailFromAttributes: { MailFromDomain: 'mail.dev.tbbtravel.ca' },
    });
    prod.data.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'tbbtravel.ca', MailFromAttributes: { MailFromDomain: 'mail.tbbtravel.ca' } });
    const devRecords = Object.values(dev.data.findResources('AWS::Route53::RecordSet')).map((record) => record.Properties);
    expect(
      devRecords
        .filter((record) => record.Type === 'MX' || record.Type === 'TXT')
        .map((record) => `${record.Type} ${record.Name}`)
        .sort(),
    ).toEqual(['MX mail.dev.tbbtravel.ca.', 'TXT _dmarc.dev.tbbtravel.ca.', 'TXT mail.dev.tbbtravel.ca.']);
    expect(devRecords.every((record) => record.HostedZoneId === 'Z0123456789ABCDEFGHIJ')).toBe(true);
  });

  it('claims no physical name the other stage claims too', () => {
    const devNames = declaredNames(dev);
    const prodNames = new Set(declaredNames(prod));
    expect(devNames.length).toBeGreaterThan(5);
    expect(devNames.filter((name) => prodNames.has(name))).toEqual([]);
    expect(sharedAccountProblems([DEV_WITH_DOMAIN, WITH_DOMAIN])).toEqual([]);
  });

  it('is one cloud assembly whose stacks the pipeline selects stage by stage (`dev/*`, `prod/*`)', () => {
    const assembly = (dev.stage.node.root as App).synth();
    expect(prod.stage.node.root).toBe(dev.stage.node.root);
    const ids = assembly.stacks.map((stack) => stack.hierarchicalId);
    const selected = (stage: string) => ids.filter((id) => id.startsWith(`${stage}/`) && !id.slice(stage.length + 1).includes('/'));
    expect(selected('dev').sort()).toEqual(
      [dev.stage.edge, dev.stage.data, dev.stage.web, dev.stage.api, dev.stage.monitoring, dev.stage.edgeMonitoring, dev.stage.deployAccess]
        .map((stack) => stack!.node.path)
        .sort(),
    );
    expect(selected('prod')).toContain('prod/BackupCopy');
    expect(selected('dev').length + selected('prod').length).toBe(ids.length);
    // Each stack keeps its stage's CloudFormation name, whatever selects it.
    expect(assembly.stacks.filter((stack) => stack.hierarchicalId.startsWith('prod/')).every((stack) => stack.stackName.startsWith('prod-'))).toBe(true);
  });

  it('gives prod the very code dev runs: the render function is the same asset in both stages', () => {
    const codeOf = (platform: SynthesisedPlatform) => {
      const id = platform.stage.web.getLogicalId(platform.stage.web.renderFunction.node.defaultChild as CfnElement);
      return (platform.web.toJSON().Resources as Record<string, { Properties: { Code: { S3Key: unknown } } }>)[id]!.Properties.Code.S3Key;
    };
    expect(codeOf(prod)).toEqual(codeOf(dev));
    expect(String(codeOf(dev))).toMatch(/^[0-9a-f]{64}\.zip$/);
  });

  it('creates the account’s GitHub OIDC provider once', () => {
    const providers = [dev, prod].flatMap((platform) =>
      Object.keys(platform.deployAccess.findResources('Custom::AWSCDKOpenIdConnectProvider')).concat(
        Object.keys(platform.deployAccess.findResources('AWS::IAM::OIDCProvider')),
      ),
    );
    expect(providers).toHaveLength(1);
  });
});
