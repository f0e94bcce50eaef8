import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { initialiseSigningKeySecret, publicJwksOf } from './signing-keys.ts';

/** What the CDK custom resource passes: the secret to fill and the key generation wanted (bump it to rotate). */
interface ProvisionProperties {
  SecretArn: string;
  Generation?: string;
}

/** Answer for the CDK `Provider` framework: the JWKS comes back as the resource attribute `Jwks`. */
export interface ProvisionResult {
  PhysicalResourceId: string;
  Data?: { Jwks: string };
}

/**
 * Custom-resource handler run at deploy (CDK `custom_resources.Provider` onEvent): makes sure the signing
 * key secret holds a key document of the requested generation and returns the public JWKS, which the stack
 * hands to every function as `JWKS_JSON`. Deleting the resource keeps the secret (its removal policy decides).
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<ProvisionResult> {
  const properties = event.ResourceProperties as unknown as ProvisionProperties;
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  if (!properties.SecretArn) throw new Error('SecretArn is required');
  const document = await initialiseSigningKeySecret(properties.SecretArn, properties.Generation ?? '1');
  return { PhysicalResourceId: properties.SecretArn, Data: { Jwks: JSON.stringify(publicJwksOf(document)) } };
}
