import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { SITE_URL_ENV } from '../../web/server/render-settings.ts';
import { CUSTOM_RESOURCE_SERVICE_TIMEOUT } from '../lib/bundled-function.ts';
import { dmarcRecord } from '../lib/data-stack.ts';
import { WITH_DOMAIN } from './stage-fixtures.ts';
import { flattenValue, synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

describe('a stage with its own domain', () => {
  let platform: SynthesisedPlatform;

  beforeAll(() => {
    platform = synthesisePlatform(WITH_DOMAIN);
  });

  afterAll(() => {
    platform?.remove();
  });

  it('asks ACM in us-east-1 for the certificate, validated by DNS in the stage’s hosted zone', () => {
    expect(platform.stage.edge?.region).toBe('us-east-1');
    platform.edge!.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'deals.tbbtravel.ca',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'deals.tbbtravel.ca', HostedZoneId: 'Z0123456789ABCDEFGHIJ' }],
    });
  });

  it('serves the site under the domain with that certificate and TLS 1.2 or later', () => {
    const distribution = Object.values(platform.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(distribution.Aliases).toEqual(['deals.tbbtravel.ca']);
    expect(distribution.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    // A cross-region reference: the edge stack's certificate, read in the web stack's region at deploy.
    expect(flattenValue(distribution.ViewerCertificate.AcmCertificateArn)).toMatch(/ExportsReader.*SiteCertificate|SiteCertificate.*Ref/);
  });

  it('points the domain at the distribution: A and AAAA aliases in the hosted zone', () => {
    for (const type of ['A', 'AAAA']) {
      platform.web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'deals.tbbtravel.ca.',
        Type: type,
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        AliasTarget: Match.objectLike({ HostedZoneId: Match.anyValue() }),
      });
    }
  });

  it('declares the mail domain in SES: DKIM, a custom MAIL FROM, the configuration set as its default, records in the zone', () => {
    platform.data.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'tbbtravel.ca',
      MailFromAttributes: { MailFromDomain: 'mail.tbbtravel.ca' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    const records = Object.values(platform.data.findResources('AWS::Route53::RecordSet')).map((record) => record.Properties);
    expect(records.filter((record) => record.Type === 'CNAME')).toHaveLength(3);
    expect(records.some((record) => record.Type === 'MX' && record.Name === 'mail.tbbtravel.ca.')).toBe(true);
    expect(records.some((record) => record.Type === 'TXT' && record.Name === 'mail.tbbtravel.ca.')).toBe(true);
  });

  it('publishes a DMARC policy for the mail domain, reports only until the agency tightens it', () => {
    const records = Object.values(platform.data.findResources('AWS::Route53::RecordSet')).map((record) => record.Properties);
    const dmarc = records.find((record) => record.Type === 'TXT' && record.Name === '_dmarc.tbbtravel.ca.');
    expect(dmarc?.ResourceRecords).toEqual(['"v=DMARC1; p=none; adkim=r; aspf=r"']);
    expect(dmarcRecord({ ...WITH_DOMAIN, email: { ...WITH_DOMAIN.email, dmarcPolicy: 'quarantine' } })).toBe('v=DMARC1; p=quarantine; adkim=r; aspf=r');
  });

  it('gives its custom resources a service timeout, so a provisioner that never answers fails the deploy in minutes', () => {
    for (const type of ['Custom::SigningKey', 'Custom::OriginSecret']) {
      platform.data.hasResourceProperties(type, { ServiceTimeout: String(CUSTOM_RESOURCE_SERVICE_TIMEOUT.toSeconds()) });
    }
  });

  it('allows uploads from that origin only', () => {
    platform.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://deals.tbbtravel.ca'] })] },
    });
  });

  it('gives the functions the site address for links in e-mails', () => {
    const functions = Object.entries(platform.api.toJSON().Resources as Record<string, { Type: string; Properties: any }>).filter(
      // The mail events and the mail queue's sender send no links: they record what SES says, or send mails rendered already.
      ([id, resource]) => resource.Type === 'AWS::Lambda::Function' && !id.startsWith('MailEventsFunction') && !id.startsWith('MailQueueSenderFunction'),
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const [, fn] of functions) expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://deals.tbbtravel.ca');
  });

  it('has the render function name pages by the domain (canonical and link-preview addresses)', () => {
    const renderId = platform.stage.web.getLogicalId(platform.stage.web.renderFunction.node.defaultChild as CfnElement);
    const variables = (platform.web.toJSON().Resources as Record<string, { Properties: any }>)[renderId]!.Properties.Environment.Variables;
    expect(variables[SITE_URL_ENV]).toBe('https://deals.tbbtravel.ca');
  });

  it('lets the booking engine be framed, by its origin', () => {
    platform.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.objectLike({
              'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('; frame-src [^;]*https://book\\.example\\.com')])],
            }),
            Override: true,
          },
        }),
      }),
    });
  });
});

describe('a cutover from an old site (README, "Cut over from an old site")', () => {
  it('serves the domain but writes no alias record and declares no identity while the old site keeps them', () => {
    const platform = synthesisePlatform({
      ...WITH_DOMAIN,
      siteDomain: { ...WITH_DOMAIN.siteDomain!, aliasRecords: false },
      email: { ...WITH_DOMAIN.email, existingIdentity: true },
    });
    try {
      const distribution = Object.values(platform.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
      expect(distribution.Aliases).toEqual(['deals.tbbtravel.ca']);
      expect(platform.web.findResources('AWS::Route53::RecordSet')).toEqual({});
      expect(platform.data.findResources('AWS::SES::EmailIdentity')).toEqual({});
      expect(platform.data.findResources('AWS::Route53::RecordSet')).toEqual({});
      // Every send still passes the stage's configuration set, through the identity that exists.
      platform.data.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    } finally {
      platform.remove();
    }
  });

  it('keeps the DMARC policy the domain already publishes', () => {
    const platform = synthesisePlatform({ ...WITH_DOMAIN, email: { ...WITH_DOMAIN.email, dmarcPolicy: 'existing' } });
    try {
      platform.data.resourceCountIs('AWS::SES::EmailIdentity', 1);
      const names = Object.values(platform.data.findResources('AWS::Route53::RecordSet')).map((record) => record.Properties.Name);
      expect(names).not.toContain('_dmarc.tbbtravel.ca.');
    } finally {
      platform.remove();
    }
  });
});
