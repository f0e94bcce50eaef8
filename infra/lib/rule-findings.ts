import type { IConstruct } from 'constructs';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';

/** One rule-pack finding accepted on purpose, with the reason a reviewer reads beside it. */
export interface AcknowledgedFinding {
  /** The rule (`AwsSolutions-IAM5`, `Serverless-LambdaDLQ`). */
  id: string;
  /** Why this finding does not apply here, or what covers the risk instead. */
  reason: string;
  /**
   * For rules that report each grant (`AwsSolutions-IAM5[Resource::*]`, `AwsSolutions-IAM4[Policy::...]`): the grants
   * accepted, matched against the bracketed part. Required for such rules, so a new grant is still reported.
   */
  grants?: readonly RegExp[];
  /**
   * A condition checked when the packs run: the acknowledgement applies only while it holds (the X-Ray `*` is
   * acknowledged only while tracing is the only statement of the role on `*`, so a second wildcard is reported).
   */
  holds?: () => boolean;
}

const acknowledged = new WeakMap<IConstruct, AcknowledgedFinding[]>();

/**
 * Accepts rule-pack findings (cdk-nag's AwsSolutions and Serverless packs: the gate of `npm run synth` and of
 * infra/test/rule-packs.test.ts) on a construct and everything under it. Every acknowledgement lives next to the
 * construct it is about, with its reason; any other finding fails the gate.
 */
export function acknowledgeFindings(construct: IConstruct, findings: readonly AcknowledgedFinding[]): void {
  for (const finding of findings) {
    if (finding.reason.trim().length < 20) throw new Error(`Acknowledging ${finding.id} needs a real reason`);
  }
  acknowledged.set(construct, [...(acknowledged.get(construct) ?? []), ...findings]);
}

/** The acknowledgement covering `ruleName` (`AwsSolutions-IAM5[Resource::*]`) on a construct or its ancestors. */
export function acknowledgementOf(construct: IConstruct, ruleName: string): AcknowledgedFinding | undefined {
  const [, rule, grant] = /^([^[]+)(?:\[(.*)\])?$/.exec(ruleName) ?? [];
  for (let current: IConstruct | undefined = construct; current; current = current.node.scope) {
    const match = (acknowledged.get(current) ?? []).find(
      (finding) =>
        finding.id === rule &&
        (grant === undefined ? !finding.grants : (finding.grants ?? []).some((pattern) => pattern.test(grant))) &&
        (finding.holds?.() ?? true),
    );
    if (match) return match;
  }
  return undefined;
}

/** A pack's report without the findings acknowledged in code. */
function withoutAcknowledged(report: PolicyValidationPluginReport, scope: IConstruct): PolicyValidationPluginReport {
  const byPath = new Map(scope.node.findAll().map((construct) => [construct.node.path, construct]));
  const violations = report.violations
    .map((violation) => ({
      ...violation,
      violatingResources: violation.violatingResources.filter((resource) => {
        const construct = resource.constructPath ? byPath.get(resource.constructPath) : undefined;
        return !construct || !acknowledgementOf(construct, violation.ruleName);
      }),
    }))
    .filter((violation) => violation.violatingResources.length > 0);
  return { ...report, success: violations.length === 0, violations };
}

/** AWS Solutions rules, less the findings acknowledged with {@link acknowledgeFindings}. */
export class AcknowledgingAwsSolutionsChecks extends AwsSolutionsChecks {
  override validateScope(scope: IConstruct): PolicyValidationPluginReport {
    return withoutAcknowledged(super.validateScope(scope), scope);
  }
}

/** Serverless rules, less the findings acknowledged with {@link acknowledgeFindings}. */
export class AcknowledgingServerlessChecks extends ServerlessChecks {
  override validateScope(scope: IConstruct): PolicyValidationPluginReport {
    return withoutAcknowledged(super.validateScope(scope), scope);
  }
}

/** The rule packs every stage must pass: AWS Solutions, and Serverless for the functions and their events. */
export const RULE_PACKS = [AcknowledgingAwsSolutionsChecks, AcknowledgingServerlessChecks] as const;
