import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { jwksSchema } from '@tdp/functions/auth/signing-keys';
import { handler } from './provision-signing-key.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:111122223333:secret:SigningKeySecret-AbCdEf';

/** Stands in for CloudFormation's presigned response URL and records what it is sent. */
let server: Server;
let responseUrl: string;
let received: Array<{ headers: IncomingMessage['headers']; body: Record<string, any> }>;

const secrets = mockClient(SecretsManagerClient);

function eventOf(requestType: 'Create' | 'Update' | 'Delete', generation = '1'): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:ca-central-1:111122223333:function:provisioner',
    ResponseURL: responseUrl,
    StackId: 'arn:aws:cloudformation:ca-central-1:111122223333:stack/dev-Data/guid',
    RequestId: 'request-1',
    LogicalResourceId: 'SigningKeyProvisionerKey',
    ResourceType: 'Custom::SigningKey',
    ResourceProperties: { ServiceToken: 'token', SecretArn: SECRET_ARN, Generation: generation },
  };
  if (requestType === 'Create') return { ...common, RequestType: 'Create' };
  if (requestType === 'Update') {
    return {
      ...common,
      RequestType: 'Update',
      PhysicalResourceId: SECRET_ARN,
      OldResourceProperties: { ServiceToken: 'token', SecretArn: SECRET_ARN, Generation: '1' },
    };
  }
  return { ...common, RequestType: 'Delete', PhysicalResourceId: SECRET_ARN };
}

describe('signing key provisioner (CloudFormation custom resource)', () => {
  beforeAll(async () => {
    process.env.AWS_REGION ??= 'ca-central-1';
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(text) as Record<string, any> });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    responseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/response?signature=abc`;
  });

  afterAll(async () => {
    secrets.restore();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
    secrets.reset();
  });

  it('generates a key into an uninitialised secret and answers CloudFormation with the public JWKS only', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'generated-placeholder-password' });
    secrets.on(PutSecretValueCommand).resolves({});

    await handler(eventOf('Create'));

    const stored = JSON.parse(secrets.commandCalls(PutSecretValueCommand)[0]!.args[0].input.SecretString!) as { keys: Array<{ d: string }> };
    expect(stored.keys[0]!.d).toBeDefined();
    expect(received).toHaveLength(1);
    const answer = received[0]!.body;
    expect(answer).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: SECRET_ARN, RequestId: 'request-1', LogicalResourceId: 'SigningKeyProvisionerKey' });
    const jwks = jwksSchema.parse(JSON.parse(answer.Data.Jwks as string));
    expect(jwks.keys).toHaveLength(1);
    expect(answer.Data.Jwks).not.toContain('"d"');
    // The presigned URL was signed without a content type: sending one would void the signature.
    expect(received[0]!.headers['content-type'] ?? '').toBe('');
  });

  it('keeps the stored key when the generation is unchanged', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'generated-placeholder-password' });
    secrets.on(PutSecretValueCommand).resolves({});
    await handler(eventOf('Create'));
    const document = secrets.commandCalls(PutSecretValueCommand)[0]!.args[0].input.SecretString!;

    secrets.reset();
    received = [];
    secrets.on(GetSecretValueCommand).resolves({ SecretString: document });
    await handler(eventOf('Update', '1'));

    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(received[0]!.body.Status).toBe('SUCCESS');
  });

  it('rotates on a new generation, keeping the previous public key for tokens still alive', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'generated-placeholder-password' });
    secrets.on(PutSecretValueCommand).resolves({});
    await handler(eventOf('Create'));
    const first = secrets.commandCalls(PutSecretValueCommand)[0]!.args[0].input.SecretString!;

    secrets.reset();
    received = [];
    secrets.on(GetSecretValueCommand).resolves({ SecretString: first });
    secrets.on(PutSecretValueCommand).resolves({});
    await handler(eventOf('Update', '2'));

    expect(jwksSchema.parse(JSON.parse(received[0]!.body.Data.Jwks as string)).keys).toHaveLength(2);
  });

  it('leaves the secret alone on delete', async () => {
    await handler(eventOf('Delete'));
    expect(secrets.calls()).toHaveLength(0);
    expect(received[0]!.body).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: SECRET_ARN });
  });

  it('reports a failure to CloudFormation instead of leaving the deploy waiting', async () => {
    secrets.on(GetSecretValueCommand).rejects(new Error('AccessDeniedException'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await handler(eventOf('Create'));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(received[0]!.body.Status).toBe('FAILED');
    expect(received[0]!.body.Reason).toContain('AccessDeniedException');
    expect(received[0]!.body.PhysicalResourceId).toBe('failed-request-1');
  });
});
