import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from './provision-signing-key.ts';
import { jwksSchema } from './signing-keys.ts';

const secretsMock = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:signing-key-AbCdEf';

function event(requestType: 'Create' | 'Update' | 'Delete', generation = '1'): CloudFormationCustomResourceEvent {
  return {
    RequestType: requestType,
    ServiceToken: 'token',
    ResponseURL: 'https://example.invalid',
    StackId: 'stack',
    RequestId: 'request',
    LogicalResourceId: 'SigningKey',
    ResourceType: 'Custom::SigningKey',
    ResourceProperties: { ServiceToken: 'token', SecretArn: SECRET_ARN, Generation: generation },
    ...(requestType === 'Create' ? {} : { PhysicalResourceId: SECRET_ARN, OldResourceProperties: {} }),
  } as CloudFormationCustomResourceEvent;
}

describe('signing key provisioner', () => {
  beforeEach(() => {
    secretsMock.reset();
    let stored = 'random-string-from-cloudformation';
    secretsMock.on(GetSecretValueCommand).callsFake(() => ({ SecretString: stored }));
    secretsMock.on(PutSecretValueCommand).callsFake((input: { SecretString: string }) => {
      stored = input.SecretString;
      return {};
    });
  });

  it('fills the secret at first deploy and returns the public JWKS only', async () => {
    const result = await handler(event('Create'));
    expect(result.PhysicalResourceId).toBe(SECRET_ARN);
    const jwks = jwksSchema.parse(JSON.parse(result.Data!.Jwks));
    expect(jwks.keys).toHaveLength(1);
    expect(result.Data!.Jwks).not.toContain('"d"');
  });

  it('keeps the key on a redeploy of the same generation and rotates on a new one', async () => {
    const first = await handler(event('Create'));
    const again = await handler(event('Update'));
    expect(again.Data!.Jwks).toBe(first.Data!.Jwks);
    const rotated = jwksSchema.parse(JSON.parse((await handler(event('Update', '2'))).Data!.Jwks));
    expect(rotated.keys).toHaveLength(2);
    expect(secretsMock.commandCalls(PutSecretValueCommand)).toHaveLength(2);
  });

  it('leaves the secret alone on delete', async () => {
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: SECRET_ARN });
    expect(secretsMock.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
