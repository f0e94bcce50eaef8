import { randomBytes } from 'node:crypto';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { originSecretDigest } from '@tdp/functions/http/origin-verification';
import { answerCloudFormation, type ProvisionedResource } from '../custom-resource-response.ts';

/**
 * What the origin secret holds. CloudFront sends `current`; the functions accept `previous`, `current` and `next`,
 * so that each rotation step (previous ← current, current ← next, next ← new) never refuses CloudFront: the Web
 * stack, deployed before the Api stack, switches CloudFront to the old `next`, which the functions already accept.
 */
export interface OriginSecretDocument {
  generation: string;
  previous: string;
  current: string;
  next: string;
}

/** What the custom resource passes in (CloudFormation hands every property over as a string). */
interface ProvisionerProperties {
  SecretArn: string;
  /** Changing it shifts the values one step (see {@link OriginSecretDocument}). */
  Generation: string;
}

/** 32 random bytes as base64url: 43 characters, safe in an HTTP header. */
function newValue(): string {
  return randomBytes(32).toString('base64url');
}

const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The stored document, or null when the secret holds something else (the placeholder of a new secret). */
export function parseOriginSecretDocument(text: string | undefined): OriginSecretDocument | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OriginSecretDocument>;
    if (typeof value.generation !== 'string' || value.generation === '') return null;
    if (![value.previous, value.current, value.next].every((part) => typeof part === 'string' && VALUE.test(part))) return null;
    return value as OriginSecretDocument;
  } catch {
    return null;
  }
}

/** The document after deploying `generation`: unchanged when it matches, one step further when it changed, new when none. */
export function nextOriginSecretDocument(stored: OriginSecretDocument | null, generation: string): OriginSecretDocument {
  if (!stored) return { generation, previous: newValue(), current: newValue(), next: newValue() };
  if (stored.generation === generation) return stored;
  return { generation, previous: stored.current, current: stored.next, next: newValue() };
}

export function digestsOf(document: OriginSecretDocument): string {
  return [document.previous, document.current, document.next].map(originSecretDigest).join(',');
}

let client: SecretsManagerClient | undefined;

async function provision(event: CloudFormationCustomResourceEvent): Promise<ProvisionedResource<{ Digests: string; VersionId: string }>> {
  const properties = event.ResourceProperties as unknown as ProvisionerProperties;
  if (event.RequestType === 'Delete') {
    // The secret is a resource of its own; CloudFormation deletes or retains it by its removal policy.
    return { PhysicalResourceId: event.PhysicalResourceId };
  }
  client ??= new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: properties.SecretArn }));
  const stored = parseOriginSecretDocument(answer.SecretString);
  const document = nextOriginSecretDocument(stored, properties.Generation);
  let versionId = answer.VersionId;
  if (document !== stored) {
    const written = await client.send(new PutSecretValueCommand({ SecretId: properties.SecretArn, SecretString: JSON.stringify(document) }));
    versionId = written.VersionId;
  }
  if (!versionId) throw new Error('Secrets Manager answered without a version id');
  return { PhysicalResourceId: properties.SecretArn, Data: { Digests: digestsOf(document), VersionId: versionId } };
}

/**
 * Custom resource handler run at deploy: makes sure the origin secret holds values of the requested generation
 * and hands CloudFormation their digests (for the functions' `ORIGIN_VERIFY_DIGESTS`) and the version id that
 * holds them (the distribution's dynamic reference names it, so a rotation changes the Web stack's template).
 * It always answers CloudFormation, failures included, so a deploy never hangs waiting for it.
 */
export async function handler(event: CloudFormationCustomResourceEvent): Promise<void> {
  await answerCloudFormation(event, 'Origin secret provisioning', provision);
}
