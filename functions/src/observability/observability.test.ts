import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@tdp/shared/api/routes';
import { createGroupHandler } from '../http/create-group-handler.ts';
import type { ApiEvent, LambdaContext } from '../http/http-types.ts';
import { captureLogLines } from '../../test/log-lines.ts';

const health = routes.health;

function event(requestId: string): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'GET /health',
    rawPath: '/health',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId,
      routeKey: 'GET /health',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method: 'GET', path: '/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
  } as ApiEvent;
}

/** A Lambda context as the runtime gives one (the local stack's invokers build the same). */
function context(awsRequestId: string): LambdaContext {
  return {
    awsRequestId,
    functionName: 'tbb-prod-public',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:tbb-prod-public',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/tbb-prod-public',
    logStreamName: 'stream',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

afterEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
});

describe('log lines (Powertools Logger)', () => {
  it('writes one INFO line per request with its message, route, status, the invocation and the API request id', async () => {
    const handler = createGroupHandler('public', { health }, { health: async () => ({ body: { status: 'ok' } }) } as never);
    const lines = await captureLogLines(() => handler(event('api-request-1'), context('lambda-request-1')));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'request',
        service: 'tbb-travel',
        group: 'public',
        routeKey: 'GET /health',
        status: 200,
        requestId: 'api-request-1',
        correlation_id: 'api-request-1',
        function_request_id: 'lambda-request-1',
        function_name: 'tbb-prod-public',
        timestamp: expect.any(String),
      }),
    ]);
  });

  it('logs an unexpected failure at ERROR (what the stage’s error metric counts) with its error, and the next request without the last one’s ids', async () => {
    let fail = true;
    const handler = createGroupHandler('public', { health }, {
      health: async () => {
        if (fail) throw new TypeError('table went away');
        return { body: { status: 'ok' } };
      },
    } as never);
    const lines = await captureLogLines(async () => {
      expect((await handler(event('api-request-2'), context('lambda-request-2'))).statusCode).toBe(500);
      fail = false;
      await handler(event('api-request-3'), context('lambda-request-3'));
    });
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'request',
        status: 500,
        correlation_id: 'api-request-2',
        error: expect.stringContaining('TypeError: table went away'),
      }),
    );
    expect(lines[1]).toEqual(expect.objectContaining({ level: 'INFO', status: 200, correlation_id: 'api-request-3', function_request_id: 'lambda-request-3' }));
  });

  it('writes nothing at the tests’ level (LOG_LEVEL=silent)', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', '');
    const { logger } = await import('./logger.ts');
    const writes = vi.spyOn(process.stdout, 'write');
    logger.error('not shown', { a: 1 });
    expect(writes).not.toHaveBeenCalled();
  });
});

describe('metrics (Powertools Metrics, EMF)', () => {
  it('writes a counted stage metric as one EMF line in the stage’s namespace, without dimensions, once per flush', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'TBBTravel/prod');
    const { countMetric, flushMetrics } = await import('./metrics.ts');
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    countMetric('LeadsReceived');
    countMetric('LeadsReceived');
    flushMetrics();
    flushMetrics();
    vi.mocked(process.stdout.write).mockRestore();
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0]!);
    expect(line._aws.CloudWatchMetrics).toEqual([{ Namespace: 'TBBTravel/prod', Dimensions: [[]], Metrics: [{ Name: 'LeadsReceived', Unit: 'Count' }] }]);
    expect(line._aws.Timestamp).toEqual(expect.any(Number));
    expect(line.LeadsReceived).toEqual([1, 1]);
    expect(line.service).toBeUndefined();
  });
});
