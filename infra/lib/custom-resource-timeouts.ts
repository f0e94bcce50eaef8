import { Aspects, CfnResource, Duration, type IAspect } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How long CloudFormation waits for one of CDK's own custom resources (the site's bucket deployments, buckets' object
 * clean-up) before it fails the deploy: above their functions' own 15 minutes, far below CloudFormation's default hour.
 * Ours set a shorter one themselves (`CUSTOM_RESOURCE_SERVICE_TIMEOUT`). CDK adds its cross-region reference writers and
 * readers after aspects run, so those keep the default.
 */
export const CDK_CUSTOM_RESOURCE_SERVICE_TIMEOUT = Duration.minutes(20);

function isCustomResource(node: CfnResource): boolean {
  return node.cfnResourceType.startsWith('Custom::') || node.cfnResourceType === 'AWS::CloudFormation::CustomResource';
}

/** Gives every custom resource without a service timeout of its own {@link CDK_CUSTOM_RESOURCE_SERVICE_TIMEOUT}. */
class CustomResourceServiceTimeouts implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || !isCustomResource(node)) return;
    // A custom resource that set its own timeout keeps it (CDK keeps a resource's properties in this protected field).
    const own = (node as unknown as { _cfnProperties?: Record<string, unknown> })._cfnProperties;
    if (own?.ServiceTimeout !== undefined) return;
    node.addPropertyOverride('ServiceTimeout', String(CDK_CUSTOM_RESOURCE_SERVICE_TIMEOUT.toSeconds()));
  }
}

/** A stuck custom resource fails the deploy in minutes rather than an hour, anywhere under `scope` (runbook, "A stuck deploy"). */
export function boundCustomResourceWaits(scope: IConstruct): void {
  Aspects.of(scope).add(new CustomResourceServiceTimeouts());
}
