import { describe, expect, it } from 'vitest';
import { pageUrlAtTheEdge, viewerQueryString } from './edge-page-request.ts';

describe('viewerQueryString', () => {
  it('shows a query as CloudFront’s event does: values as sent, repeats in multiValue, a bare name as empty', () => {
    expect(viewerQueryString('?a=1&a=%5B2%5D&b&c=x+y')).toEqual({
      a: { value: '1', multiValue: [{ value: '1' }, { value: '%5B2%5D' }] },
      b: { value: '' },
      c: { value: 'x+y' },
    });
    expect(viewerQueryString('')).toEqual({});
  });
});

describe('pageUrlAtTheEdge (the local renderer gets what the render function gets in AWS)', () => {
  it('keeps the parameters a page reads, normalised, and drops the rest', () => {
    expect(pageUrlAtTheEdge('/deals?utm_source=x&travelStyleIds=%5B13%5D&sort=price-asc')).toBe('/deals?sort=price-asc&travelStyleIds=[13]');
    expect(pageUrlAtTheEdge('/agents/FindYourConnectedAgent?q=Surrey&language=punjabi&page=2')).toBe(
      '/agents/FindYourConnectedAgent?language=punjabi&q=Surrey',
    );
    expect(pageUrlAtTheEdge('/?q=4f9c2a7e')).toBe('/');
    expect(pageUrlAtTheEdge('/deals/bali-escape')).toBe('/deals/bali-escape');
  });

  it('leaves an old address the edge answers itself to the SPA’s redirect', () => {
    expect(pageUrlAtTheEdge('/cruises?utm_source=x')).toBe('/cruises?utm_source=x');
  });
});
