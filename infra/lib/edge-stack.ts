import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
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

/** The web ACL's rate rules, by name: every request of an address, then the sensitive paths. */
export const RATE_RULE_NAMES = { everyRequest: 'RateLimitEveryRequest', signIn: 'RateLimitSignIn', leadForms: 'RateLimitLeadForms' } as const;

/** Request headers never written to the web ACL's logs (credentials). */
export const WAF_LOG_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

/** Log group name of a stage's web ACL logs: AWS WAF writes only to groups whose name starts `aws-waf-logs-`. */
export function webAclLogGroupName(stageName: string): string {
  return `aws-waf-logs-tbb-${stageName}`;
}

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
    if (stage.edgeProtection) {
      this.webAcl = this.createWebAcl(stage.name, stage.edgeProtection);
      this.logWebAcl(stage, this.webAcl);
    }
  }

  /**
   * The web ACL's decisions that matter, to CloudWatch Logs: requests blocked or counted (a rate rule, a managed rule;
   * allowed requests are in CloudFront's access logs already), without credentials. This is where a WAF false
   * positive is diagnosed (docs/runbook.md). The group's name is the stage's (AWS WAF requires its prefix).
   */
  private logWebAcl(stage: StageConfig, webAcl: wafv2.CfnWebACL): void {
    const logGroup = new logs.LogGroup(this, 'WebAclLogs', {
      logGroupName: webAclLogGroupName(stage.name),
      retention: stage.logRetentionDays,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: webAcl.attrArn,
      logDestinationConfigs: [logGroup.logGroupArn],
      redactedFields: WAF_LOG_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
    logging.addDependency(webAcl);
  }

  /**
   * The managed rule groups (reputation list, known bad inputs, the common rule set), a rate-based rule over every
   * request of an address (one client asking for page after page no cache holds: `/?q=<random>`, random paths), and one
   * per sensitive path prefix, each blocking an address over its limit for as long as it stays over. The common rule
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
    const rateRule = (name: string, priority: number, path: string | undefined, limit: number): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          ...(path
            ? {
                scopeDownStatement: {
                  byteMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'STARTS_WITH',
                    searchString: path,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              }
            : {}),
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
        rateRule(RATE_RULE_NAMES.signIn, managed.length, RATE_LIMITED_PATHS.auth, limits.authRequestsPer5Minutes),
        rateRule(RATE_RULE_NAMES.leadForms, managed.length + 1, RATE_LIMITED_PATHS.leadForms, limits.leadFormRequestsPer5Minutes),
        rateRule(RATE_RULE_NAMES.everyRequest, managed.length + 2, undefined, limits.requestsPer5Minutes),
      ],
    });
  }
}
