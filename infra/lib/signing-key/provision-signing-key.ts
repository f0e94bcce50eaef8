import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { initialiseSigningKeySecret, publicJwksOf } from '@tdp/functions/auth/signing-keys';
import { answerCloudFormation, type ProvisionedResource } from '../custom-resource-response.ts';

/** What the custom resource passes in (CloudFormation hands every property over as a string). */
interface ProvisionerProperties {
  SecretArn: string;
  /** Changing it generates a new active key (the previous one is kept for tokens still alive). */
  Generation: string;
}

async function provision(event: CloudFormationCustomResourceEvent): Promise<ProvisionedResource<{ Jwks: string }>> {
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
  await answerCloudFormation(event, 'Signing key provisioning', provision);
}
