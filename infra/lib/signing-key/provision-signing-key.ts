import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { initialiseSigningKeySecret, publicJwksOf } from '@tdp/functions/auth/signing-keys';

/** What the custom resource passes in (CloudFormation hands every property over as a string). */
interface ProvisionerProperties {
  SecretArn: string;
  /** Changing it generates a new active key (the previous one is kept for tokens still alive). */
  Generation: string;
}

/** The answer CloudFormation waits for at the presigned `ResponseURL`. */
interface CustomResourceResponse {
  Status: 'SUCCESS' | 'FAILED';
  Reason?: string;
  PhysicalResourceId: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  Data?: { Jwks: string };
}

async function provision(event: CloudFormationCustomResourceEvent): Promise<Pick<CustomResourceResponse, 'PhysicalResourceId' | 'Data'>> {
  const properties = event.ResourceProperties as unknown as ProvisionerProperties;
  if (event.RequestType === 'Delete') {
    // The secret is a resource of its own; CloudFormation deletes or retains it by its removal policy.
    return { PhysicalResourceId: event.PhysicalResourceId };
  }
  const document = await initialiseSigningKeySecret(properties.SecretArn, properties.Generation);
  return { PhysicalResourceId: properties.SecretArn, Data: { Jwks: JSON.stringify(publicJwksOf(document)) } };
}

/**
 * Custom resource handler run at deploy: makes sure the signing key secret holds a key document of the
 * requested generation and hands the public JWKS back to CloudFormation, which passes it to every
 * handler group as `JWKS_JSON`. It always answers CloudFormation, failures included, so a deploy never
 * hangs waiting for it.
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<void> {
  let response: CustomResourceResponse;
  try {
    response = { Status: 'SUCCESS', StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId, ...(await provision(event)) };
  } catch (error) {
    console.error(JSON.stringify({ message: 'signing key provisioning failed', error: String(error) }));
    response = {
      Status: 'FAILED',
      Reason: `Signing key provisioning failed: ${error instanceof Error ? error.message : String(error)}`,
      PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : `failed-${event.RequestId}`,
      StackId: event.StackId,
      RequestId: event.RequestId,
      LogicalResourceId: event.LogicalResourceId,
    };
  }
  const body = JSON.stringify(response);
  // The presigned URL was signed without a content type, so none may be sent.
  const answer = await fetch(event.ResponseURL, { method: 'PUT', headers: { 'content-type': '' }, body });
  if (!answer.ok) throw new Error(`CloudFormation refused the response: HTTP ${answer.status}`);
}
