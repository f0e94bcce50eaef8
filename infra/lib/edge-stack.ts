import { Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { EdgeProtection, StageConfig } from './stage-config.ts';

/** CloudFront reads its certificate and its web ACL from this region only. */
export const EDGE_REGION = 'us-east-1';

/** The AWS managed rule groups the web ACL runs, in order, before its own rate rules. */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet'] as const;

/** Path prefixes whose requests the web ACL counts per client address (rate-based rules). */
export const RATE_LIMITED_PATHS = { auth: '/api/auth/', leadForms: '/api/leads/' } as const;

export interface EdgeStackProps extends StackProps {
  stage: StageConfig;
}

/**
 * What CloudFront needs from us-east-1, made before the web stack that uses it (cross-region references):
 * the site's certificate, validated by DNS in the stage's hosted zone, when the stage has its own domain, and the
 * AWS WAF web ACL of the distribution unless the stage turns edge protection off.
 */
export class EdgeStack extends Stack {
  readonly certificate?: acm.Certificate;
  readonly webAcl?: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { stage } = props;
    if (stage.siteDomain) {
      const zone = route53.PublicHostedZone.fromHostedZoneAttributes(this, 'HostedZone', {
        hostedZoneId: stage.siteDomain.hostedZoneId,
        zoneName: stage.siteDomain.hostedZoneName,
      });
      this.certificate = new acm.Certificate(this, 'SiteCertificate', {
        domainName: stage.siteDomain.domainName,
        validation: acm.CertificateValidation.fromDns(zone),
      });
    }
    if (stage.edgeProtection) this.webAcl = this.createWebAcl(stage.name, stage.edgeProtection);
  }

  /**
   * The managed rule groups (reputation list, known bad inputs, the common rule set) and one rate-based rule per
   * sensitive path prefix, each blocking an address over its limit for as long as it stays over. The common rule
   * set's body-size rule is counted, not enforced: the agent-application form and the package builder post bodies
   * above its 8 KiB, and the functions limit bodies themselves.
   */
  private createWebAcl(stageName: string, limits: EdgeProtection): wafv2.CfnWebACL {
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const managed: wafv2.CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, index) => ({
      name,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(name === 'AWSManagedRulesCommonRuleSet' ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] } : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    const rateRule = (name: string, priority: number, path: string, limit: number): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: path,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        },
      },
      visibilityConfig: visibility(name),
    });
    return new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: `Edge protection of the TBB Travel ${stageName} site`,
      visibilityConfig: visibility(`${stageName}-site`),
      rules: [
        ...managed,
        rateRule('RateLimitSignIn', managed.length, RATE_LIMITED_PATHS.auth, limits.authRequestsPer5Minutes),
        rateRule('RateLimitLeadForms', managed.length + 1, RATE_LIMITED_PATHS.leadForms, limits.leadFormRequestsPer5Minutes),
      ],
    });
  }
}
