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

  it('names the variable that is not a port', () => {
    expect(() => readStartOptions({ API_PORT: 'http' })).toThrow('API_PORT must be a port number (0-65535), not "http".');
    expect(() => readStartOptions({ S3_PORT: '70000' })).toThrow(/S3_PORT/);
  });
});
