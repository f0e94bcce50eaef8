import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { SITE_URL_ENV } from '../../web/server/render-settings.ts';
import { STAGES, type StageConfig } from '../lib/stage-config.ts';
import { synthesisePlatform, type SynthesisedPlatform } from './synthesise-platform.ts';

const WITH_DOMAIN: StageConfig = {
  ...STAGES.prod!,
  siteDomain: { domainName: 'deals.tbbtravel.ca', certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/0b1c2d3e' },
  bookingEngineUrl: 'https://book.example.com/tbb?agency=1',
};

describe('a stage with its own domain', () => {
  let platform: SynthesisedPlatform;

  beforeAll(() => {
    platform = synthesisePlatform(WITH_DOMAIN);
  });

  afterAll(() => {
    platform?.remove();
  });

  it('serves the site under the domain with its certificate and TLS 1.2 or later', () => {
    platform.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['deals.tbbtravel.ca'],
        ViewerCertificate: { AcmCertificateArn: WITH_DOMAIN.siteDomain!.certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
  });

  it('allows uploads from that origin only', () => {
    platform.data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://deals.tbbtravel.ca'] })] },
    });
  });

  it('gives the functions the site address for links in e-mails', () => {
    const functions = Object.values(platform.api.toJSON().Resources as Record<string, { Type: string; Properties: any }>).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function',
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://deals.tbbtravel.ca');
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
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('; frame-src [^;]*https://book\\.example\\.com')])] }), Override: true },
        }),
      }),
    });
  });
});
