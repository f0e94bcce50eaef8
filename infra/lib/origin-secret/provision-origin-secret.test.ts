import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { originSecretDigest } from '@tdp/functions/http/origin-verification';
import { handler, nextOriginSecretDocument, parseOriginSecretDocument, type OriginSecretDocument } from './provision-origin-secret.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:111122223333:secret:OriginSecret-AbCdEf';

/** Stands in for CloudFormation's presigned response URL and records what it is sent. */
let server: Server;
let responseUrl: string;
let received: Array<{ headers: IncomingMessage['headers']; text: string; body: Record<string, any> }>;

const secrets = mockClient(SecretsManagerClient);

function eventOf(requestType: 'Create' | 'Update' | 'Delete', generation = '1'): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:ca-central-1:111122223333:function:provisioner',
    ResponseURL: responseUrl,
    StackId: 'arn:aws:cloudformation:ca-central-1:111122223333:stack/dev-Data/guid',
    RequestId: 'request-1',
    LogicalResourceId: 'OriginSecretProvisionerValues',
    ResourceType: 'Custom::OriginSecret',
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

function storedDocument(call = 0): OriginSecretDocument {
  return JSON.parse(secrets.commandCalls(PutSecretValueCommand)[call]!.args[0].input.SecretString!) as OriginSecretDocument;
}

function digests(document: OriginSecretDocument): string {
  return [document.previous, document.current, document.next].map(originSecretDigest).join(',');
}

describe('origin secret provisioner (CloudFormation custom resource)', () => {
  beforeAll(async () => {
    process.env.AWS_REGION ??= 'ca-central-1';
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, text, body: JSON.parse(text) as Record<string, any> });
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

  it('writes three random values into a new secret and answers CloudFormation with their digests and the version, never the values', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'generated-placeholder-password', VersionId: 'v0' });
    secrets.on(PutSecretValueCommand).resolves({ VersionId: 'v1' });

    await handler(eventOf('Create'));

    const document = storedDocument();
    expect(document.generation).toBe('1');
    for (const value of [document.previous, document.current, document.next]) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([document.previous, document.current, document.next]).size).toBe(3);
    expect(received).toHaveLength(1);
    const answer = received[0]!.body;
    expect(answer).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: SECRET_ARN,
      RequestId: 'request-1',
      LogicalResourceId: 'OriginSecretProvisionerValues',
    });
    expect(answer.Data).toEqual({ Digests: digests(document), VersionId: 'v1' });
    for (const value of [document.previous, document.current, document.next]) expect(received[0]!.text).not.toContain(value);
    // The presigned URL was signed without a content type: sending one would void the signature.
    expect(received[0]!.headers['content-type'] ?? '').toBe('');
  });

  it('keeps the stored values, and answers the version that holds them, when the generation is unchanged', async () => {
    const stored = nextOriginSecretDocument(null, '1');
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(stored), VersionId: 'v7' });

    await handler(eventOf('Update', '1'));

    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(received[0]!.body).toMatchObject({ Status: 'SUCCESS', Data: { Digests: digests(stored), VersionId: 'v7' } });
  });

  it('rotates one step on a new generation: previous ← current, current ← next, next ← a new value', async () => {
    const stored = nextOriginSecretDocument(null, '1');
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(stored), VersionId: 'v7' });
    secrets.on(PutSecretValueCommand).resolves({ VersionId: 'v8' });

    await handler(eventOf('Update', '2'));

    const rotated = storedDocument();
    expect(rotated).toMatchObject({ generation: '2', previous: stored.current, current: stored.next });
    expect([stored.previous, stored.current, stored.next]).not.toContain(rotated.next);
    expect(received[0]!.body.Data).toEqual({ Digests: digests(rotated), VersionId: 'v8' });
    // CloudFront switches to the new current, which the functions deployed before this rotation already accept.
    expect(digests(stored).split(',')).toContain(originSecretDigest(rotated.current));
    // And the value CloudFront sent until now stays accepted after the functions are updated.
    expect(received[0]!.body.Data.Digests.split(',')).toContain(originSecretDigest(stored.current));
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

  it('does not mistake another value for a document', () => {
    expect(parseOriginSecretDocument(undefined)).toBeNull();
    expect(parseOriginSecretDocument('generated-placeholder-password')).toBeNull();
    expect(parseOriginSecretDocument(JSON.stringify({ generation: '1', previous: 'x', current: 'y', next: 'z' }))).toBeNull();
    const document = nextOriginSecretDocument(null, '3');
    expect(parseOriginSecretDocument(JSON.stringify(document))).toEqual(document);
  });
});
