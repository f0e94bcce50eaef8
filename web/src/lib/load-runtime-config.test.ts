import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config.ts';

const validConfig = {
  apiBaseUrl: 'http://127.0.0.1:3001',
  phone: '1-866-555-0142',
  hours: 'Monday–Saturday 9 AM–5 PM Pacific',
  supportEmail: 'support@tbbtravel.ca',
  cdnPrefix: '/media/',
  bookingEngineUrl: '',
  stage: 'local',
};

function answering(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('loadRuntimeConfig', () => {
  it('returns the validated config from /config.json', async () => {
    const fetchConfig = answering(new Response(JSON.stringify(validConfig), { status: 200 }));
    await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual({ ok: true, config: validConfig });
    expect(fetchConfig.mock.calls[0]![0]).toBe('/config.json');
  });

  it('names the invalid or missing settings', async () => {
    const { phone: _phone, ...withoutPhone } = validConfig;
    const fetchConfig = answering(new Response(JSON.stringify({ ...withoutPhone, cdnPrefix: '/media' }), { status: 200 }));
    const result = await loadRuntimeConfig(fetchConfig);
    expect(result).toEqual({
      ok: false,
      problem: '/config.json has invalid or missing settings: phone, cdnPrefix.',
    });
  });

  it('reports a file that is not JSON, a failed answer and an unreachable server', async () => {
    await expect(loadRuntimeConfig(answering(new Response('<html>', { status: 200 })))).resolves.toEqual({
      ok: false,
      problem: '/config.json is not valid JSON.',
    });
    await expect(loadRuntimeConfig(answering(new Response('', { status: 404 })))).resolves.toEqual({
      ok: false,
      problem: '/config.json answered HTTP 404.',
    });
    await expect(loadRuntimeConfig(answering(new TypeError('offline')))).resolves.toEqual({
      ok: false,
      problem: '/config.json could not be reached.',
    });
  });
});
