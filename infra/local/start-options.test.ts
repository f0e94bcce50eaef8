import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStartOptions } from './start-options.ts';

describe('readStartOptions', () => {
  it('uses the documented defaults', () => {
    expect(readStartOptions({})).toEqual({ apiPort: 3001, webPort: 5173, dynamoPort: 8000, s3Port: 4569, dataDir: resolve('.data') });
  });

  it('reads ports and the data folder from the environment', () => {
    expect(readStartOptions({ API_PORT: '4001', WEB_PORT: '0', DYNAMO_PORT: '8001', S3_PORT: '4570', DATA_DIR: '/tmp/tdp-data' })).toEqual({
      apiPort: 4001,
      webPort: 0,
      dynamoPort: 8001,
      s3Port: 4570,
      dataDir: '/tmp/tdp-data',
    });
  });

  it('reads how often the scheduled jobs run, and refuses what is not a number of milliseconds', () => {
    expect(readStartOptions({ SCHEDULED_JOBS_EVERY_MS: '60000' }).scheduledJobsEveryMs).toBe(60_000);
    expect(readStartOptions({}).scheduledJobsEveryMs).toBeUndefined();
    expect(() => readStartOptions({ SCHEDULED_JOBS_EVERY_MS: 'hourly' })).toThrow(
      'SCHEDULED_JOBS_EVERY_MS must be a number of milliseconds (1000 or more), not "hourly".',
    );
    expect(() => readStartOptions({ SCHEDULED_JOBS_EVERY_MS: '5' })).toThrow(/SCHEDULED_JOBS_EVERY_MS/);
  });

  it('names the variable that is not a port', () => {
    expect(() => readStartOptions({ API_PORT: 'http' })).toThrow('API_PORT must be a port number (0-65535), not "http".');
    expect(() => readStartOptions({ S3_PORT: '70000' })).toThrow(/S3_PORT/);
  });
});
