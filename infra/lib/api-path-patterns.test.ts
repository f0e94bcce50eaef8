import { describe, expect, it } from 'vitest';
import { routeList } from '@tdp/shared/api/routes';
import { apiPathPatterns } from './api-path-patterns.ts';

describe('apiPathPatterns', () => {
  it('gives one pattern per distinct first path segment, sorted', () => {
    const routes = [
      { path: '/packages/deals' },
      { path: '/packages/{id}' },
      { path: '/api/auth/login/{role}' },
      { path: '/api/admin/byusername/{username}' },
      { path: '/destinations/continents' },
      { path: '/health' },
    ];
    expect(apiPathPatterns(routes)).toEqual(['/api*', '/destinations*', '/health*', '/packages*']);
  });

  it('covers every route of the manifest', () => {
    const patterns = apiPathPatterns(routeList).map((pattern) => pattern.slice(0, -1));
    for (const route of routeList)
      expect(
        patterns.some((prefix) => route.path.startsWith(prefix)),
        route.path,
      ).toBe(true);
  });

  it('refuses a route CloudFront could not tell from a page', () => {
    expect(() => apiPathPatterns([{ path: '/{slug}' }])).toThrow(/no literal first segment/);
    expect(() => apiPathPatterns([{ path: '/media/list' }])).toThrow(/collides with the media path/);
  });
});
