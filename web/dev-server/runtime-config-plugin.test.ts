// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCAL_RUNTIME_CONFIG, RUNTIME_CONFIG_ENV, readRuntimeConfig } from './runtime-config-plugin.ts';

describe('readRuntimeConfig', () => {
  it('falls back to the local stack defaults when the variable is unset', () => {
    expect(readRuntimeConfig({})).toEqual(LOCAL_RUNTIME_CONFIG);
    expect(LOCAL_RUNTIME_CONFIG).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:3001', stage: 'local' });
  });

  it('serves the config the local stack passes in the variable', () => {
    const config = { ...LOCAL_RUNTIME_CONFIG, apiBaseUrl: 'http://127.0.0.1:40123', stage: 'test' };
    expect(readRuntimeConfig({ [RUNTIME_CONFIG_ENV]: JSON.stringify(config) })).toEqual(config);
  });

  it('fails at start-up, naming the variable and the bad fields, when the config is wrong', () => {
    expect(() => readRuntimeConfig({ [RUNTIME_CONFIG_ENV]: '{nope' })).toThrow('TDP_RUNTIME_CONFIG is not valid JSON');
    expect(() => readRuntimeConfig({ [RUNTIME_CONFIG_ENV]: JSON.stringify({ ...LOCAL_RUNTIME_CONFIG, supportEmail: 'nobody' }) })).toThrow(
      /TDP_RUNTIME_CONFIG does not match the runtime config schema: supportEmail/,
    );
  });
});
