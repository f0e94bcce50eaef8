import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemRoutes } from '@tdp/shared/api/routes/system-routes';
import { ApiError, apiFetch, apiUrl, setAccessTokenProvider, setApiBaseUrl, setUnauthorizedHandler, type ApiRoute } from './api-client.ts';
import { apiMessages } from './api-messages.ts';

const packageRoute: ApiRoute = { method: 'GET', path: '/packages/{id}', access: 'public' };
const deleteRoute: ApiRoute = { method: 'DELETE', path: '/packages/{id}', access: ['admin'] };
const dealsRoute: ApiRoute = { method: 'POST', path: '/packages/deals', access: 'public' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiBaseUrl('http://api.test/');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setAccessTokenProvider(null);
  setUnauthorizedHandler(null);
  setApiBaseUrl('');
});

describe('apiUrl', () => {
  it('joins the base address and the manifest path with its parameters and query', () => {
    expect(apiUrl(systemRoutes.health)).toBe('http://api.test/health');
    expect(apiUrl(packageRoute, { id: 'bali & beyond' }, { isFromAdmin: true })).toBe('http://api.test/packages/bali%20%26%20beyond?isFromAdmin=true');
  });

  it('sends list filters as JSON lists, as the deals links do', () => {
    expect(apiUrl({ path: '/packages/three' }, {}, { id: 7, travelStyleIds: [4, 9] })).toBe('http://api.test/packages/three?id=7&travelStyleIds=%5B4%2C9%5D');
  });

  it('refuses a call with a missing path parameter', () => {
    expect(() => apiUrl(packageRoute)).toThrow('Missing path parameter "id"');
  });
});

describe('apiFetch', () => {
  it('sends a JSON body with the route method and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { packages: [], total: 0 }));
    const answer = await apiFetch(dealsRoute, { body: { page: 1, limit: 21 } });
    expect(answer).toEqual({ packages: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/packages/deals');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"page":1,"limit":21}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    setAccessTokenProvider(() => 'token');
    await expect(apiFetch(deleteRoute, { params: { id: 'bali' } })).resolves.toBeUndefined();
  });

  it('sends the Bearer token on protected routes only', async () => {
    setAccessTokenProvider(async () => 'access-123');
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await apiFetch(deleteRoute, { params: { id: 'bali' } });
    await apiFetch(packageRoute, { params: { id: 'bali' } });
    const [protectedHeaders, publicHeaders] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(protectedHeaders!.Authorization).toBe('Bearer access-123');
    expect(publicHeaders!.Authorization).toBeUndefined();
  });

  it('throws an ApiError with code, message and fields from the error body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Check the form', fields: { limit: 'Must be at most 60' } },
      }),
    );
    const error = await apiFetch(dealsRoute, { body: { limit: 500 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form',
      fields: { limit: 'Must be at most 60' },
    });
  });

  it('maps an answer without an error body to a code from its status and a plain message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch(systemRoutes.health)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: apiMessages.serverError,
      fields: {},
    });
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    await expect(apiFetch(packageRoute, { params: { id: 'gone' } })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('reports an unreachable server as NETWORK_ERROR with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiFetch(systemRoutes.health)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: apiMessages.networkError,
    });
  });

  it('rethrows an abort as is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abortError);
    await expect(apiFetch(systemRoutes.health, { signal: controller.signal })).rejects.toBe(abortError);
  });

  it('retries a protected call once after the unauthorized handler refreshed the session', async () => {
    let token = 'expired';
    setAccessTokenProvider(() => token);
    const onUnauthorized = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    setUnauthorizedHandler(onUnauthorized);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Expired' } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await apiFetch(deleteRoute, { params: { id: 'bali' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith({ route: deleteRoute, url: 'http://api.test/packages/bali' });
    const sentTokens = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sentTokens).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('fails with the 401 when the session cannot be refreshed, and never retries twice', async () => {
    setAccessTokenProvider(() => 'expired');
    const onUnauthorized = vi.fn(async () => false);
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Expired' } }));
    await expect(apiFetch(deleteRoute, { params: { id: 'bali' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    onUnauthorized.mockResolvedValue(true);
    fetchMock.mockClear();
    await expect(apiFetch(deleteRoute, { params: { id: 'bali' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the wait of a 429 from Retry-After, in seconds or as a date', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } }), {
        status: 429,
        headers: { 'Retry-After': '840' },
      }),
    );
    await expect(apiFetch(dealsRoute, { body: {} })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 840 });
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503, headers: { 'Retry-After': new Date(Date.now() + 120_000).toUTCString() } }));
    const error = (await apiFetch(dealsRoute, { body: {} }).catch((failure: unknown) => failure)) as ApiError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: { code: 'BAD_REQUEST', message: 'No' } }));
    await expect(apiFetch(dealsRoute, { body: {} })).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it('does not call the unauthorized handler for a public route', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'No' } }));
    await expect(apiFetch(systemRoutes.health)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
