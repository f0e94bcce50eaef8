import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/** What a provisioner decides: the resource's physical id and the attributes it hands CloudFormation. */
export interface ProvisionedResource<Data extends Record<string, string>> {
  PhysicalResourceId: string;
  Data?: Data;
}

/**
 * Runs a deploy-time custom resource's work and always answers CloudFormation at the event's presigned
 * `ResponseURL`, failures included, so a deploy never hangs waiting for it. `what` names the work in the failure
 * reason and the log line (e.g. 'Signing key provisioning').
 */
export async function answerCloudFormation<Data extends Record<string, string>>(
  event: CloudFormationCustomResourceEvent,
  what: string,
  provision: (event: CloudFormationCustomResourceEvent) => Promise<ProvisionedResource<Data>>,
): Promise<void> {
  const common = { StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId };
  let response: Record<string, unknown>;
  try {
    response = { Status: 'SUCCESS', ...common, ...(await provision(event)) };
  } catch (error) {
    console.error(JSON.stringify({ message: `${what.toLowerCase()} failed`, error: String(error) }));
    response = {
      Status: 'FAILED',
      Reason: `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : `failed-${event.RequestId}`,
      ...common,
    };
  }
  // The presigned URL was signed without a content type, so none may be sent.
  const answer = await fetch(event.ResponseURL, { method: 'PUT', headers: { 'content-type': '' }, body: JSON.stringify(response) });
  if (!answer.ok) throw new Error(`CloudFormation refused the response: HTTP ${answer.status}`);
}
