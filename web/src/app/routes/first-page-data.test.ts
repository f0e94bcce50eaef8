import { describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../../test/test-config.ts';
import { firstPageDataHandle, startFirstPageData } from './first-page-data.ts';

describe('startFirstPageData', () => {
  it("starts the data of every matched route that names some, with the route's params and the query string", () => {
    const shellData = vi.fn();
    const pageData = vi.fn();
    startFirstPageData({
      matches: [
        { params: { id: 'bali-escape' }, route: { handle: undefined } },
        { params: { id: 'bali-escape' }, route: { handle: firstPageDataHandle(shellData) } },
        { params: { id: 'bali-escape' }, route: { handle: { title: 'a handle for something else' } } },
        { params: { id: 'bali-escape' }, route: { handle: firstPageDataHandle(pageData) } },
      ],
      location: { search: '?travelStyleIds=%5B4%5D' },
    }, testRuntimeConfig);
    expect(shellData).toHaveBeenCalledWith({ params: { id: 'bali-escape' }, search: '?travelStyleIds=%5B4%5D', config: testRuntimeConfig });
    expect(pageData).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no route matched', () => {
    expect(() => startFirstPageData({ matches: [], location: { search: '' } }, testRuntimeConfig)).not.toThrow();
  });
});
