import { describe, expect, it } from 'vitest';
import { checkRuntimeConfig, DEFAULT_CONTACT, parseRuntimeConfig } from './runtime-config.ts';

const valid = { apiBaseUrl: '', cdnPrefix: '/media/', bookingEngineUrl: '', stage: 'dev', ...DEFAULT_CONTACT };

describe('runtime config check', () => {
  it('accepts a complete config and drops unknown keys', () => {
    expect(checkRuntimeConfig({ ...valid, extra: 1 })).toEqual({ ok: true, config: valid });
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every wrong or missing field', () => {
    const checked = checkRuntimeConfig({ ...valid, phone: '', supportEmail: 'nobody', cdnPrefix: '/media', stage: 3, hours: undefined });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems).toEqual([
      { field: 'phone', message: 'must not be empty' },
      { field: 'hours', message: 'must be text' },
      { field: 'supportEmail', message: 'must be an e-mail address' },
      { field: 'cdnPrefix', message: "must end with '/'" },
      { field: 'stage', message: 'must be text' },
    ]);
    expect(() => parseRuntimeConfig({ ...valid, stage: '' })).toThrow('Invalid runtime config: stage must not be empty');
  });

  it("keeps the local stage's dev API address when it is an http(s) origin, and needs it nowhere", () => {
    const local = { ...valid, stage: 'local', devApiUrl: 'http://127.0.0.1:3001' };
    expect(checkRuntimeConfig(local)).toEqual({ ok: true, config: local });
    expect(checkRuntimeConfig({ ...valid, devApiUrl: 'http://127.0.0.1:3001/__dev' })).toEqual({
      ok: false,
      problems: [{ field: 'devApiUrl', message: 'must be an http(s) origin' }],
    });
    expect(checkRuntimeConfig({ ...valid, devApiUrl: 3001 })).toMatchObject({ ok: false, problems: [{ field: 'devApiUrl', message: 'must be text' }] });
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'config', [valid], 42]) {
      expect(checkRuntimeConfig(value)).toEqual({ ok: false, problems: [{ field: '(root)', message: 'must be an object' }] });
    }
  });
});
