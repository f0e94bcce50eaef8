import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitSourceSchema } from '@tdp/shared/schemas/lead-forms';
import { readVisitSource, recordVisitTouch, touchOf, useVisitSourceCapture, VISIT_SOURCE_KEY } from './visit-source.ts';

const OWN = 'https://www.example-travel.ca';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Capture() {
  useVisitSourceCapture();
  return null;
}

describe('visit source', () => {
  it('reads the landing page, another site as referrer (origin and path only) and the utm_* values', () => {
    const touch = touchOf(
      '/deals',
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202027&utm_term=bali&utm_content=hero&x=1',
      'https://news.example.com/issue/12?user=ann@example.com#top',
      OWN,
    );
    expect(touch).toEqual({
      landingPage: '/deals',
      referrer: 'https://news.example.com/issue/12',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring 2027',
      utmTerm: 'bali',
      utmContent: 'hero',
    });
    expect(visitSourceSchema.safeParse({ first: touch }).success).toBe(true);
  });

  it('ignores our own origin and non-http referrers', () => {
    expect(touchOf('/deals/bali', '', `${OWN}/deals`, OWN)).toEqual({ landingPage: '/deals/bali' });
    expect(touchOf('/deals/bali', '', 'android-app://com.example/', OWN)).toEqual({ landingPage: '/deals/bali' });
    expect(touchOf('/deals/bali', '', '', OWN)).toEqual({ landingPage: '/deals/bali' });
  });

  it('ignores malformed and overlong utm values', () => {
    const touch = touchOf('/deals', `?utm_source=%3Cscript%3E&utm_medium=${'a'.repeat(101)}&utm_campaign=&utm_term=ok`, '', OWN);
    expect(touch).toEqual({ landingPage: '/deals', utmTerm: 'ok' });
  });

  it('keeps the first touch and moves the last touch only to a page that arrived with utm_* or from another site', () => {
    recordVisitTouch(touchOf('/deals', '?utm_source=newsletter&utm_medium=email', 'https://news.example.com/', OWN));
    recordVisitTouch(touchOf('/deals/bali', '', '', OWN));
    expect(readVisitSource()).toEqual({
      first: { landingPage: '/deals', referrer: 'https://news.example.com/', utmSource: 'newsletter', utmMedium: 'email' },
      last: { landingPage: '/deals', referrer: 'https://news.example.com/', utmSource: 'newsletter', utmMedium: 'email' },
    });
    recordVisitTouch(touchOf('/deals/lisbon', '?utm_source=facebook&utm_medium=social&utm_campaign=fall', '', OWN));
    expect(readVisitSource()).toEqual({
      first: { landingPage: '/deals', referrer: 'https://news.example.com/', utmSource: 'newsletter', utmMedium: 'email' },
      last: { landingPage: '/deals/lisbon', utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'fall' },
    });
  });

  it('records a direct landing as the first touch without a last touch', () => {
    recordVisitTouch(touchOf('/', '', '', OWN));
    recordVisitTouch(touchOf('/deals', '', '', OWN));
    expect(readVisitSource()).toEqual({ first: { landingPage: '/' } });
  });

  it('does not trust a tampered stored value', () => {
    sessionStorage.setItem(VISIT_SOURCE_KEY, '{not json');
    expect(readVisitSource()).toBeUndefined();
    sessionStorage.setItem(VISIT_SOURCE_KEY, '{"first":{"landingPage":3}}');
    expect(readVisitSource()).toBeUndefined();
  });

  it('keeps nothing and throws nothing when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => recordVisitTouch(touchOf('/deals', '?utm_source=newsletter', '', OWN))).not.toThrow();
    expect(readVisitSource()).toBeUndefined();
  });

  it("uses the document's referrer for the page the browser loaded only, not for pages opened inside the app", async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example.org/');
    const router = createMemoryRouter([{ path: '*', element: <Capture /> }], { initialEntries: ['/deals?utm_source=newsletter'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/deals/bali'));
    expect(readVisitSource()).toEqual({
      first: { landingPage: '/deals', referrer: 'https://search.example.org/', utmSource: 'newsletter' },
      last: { landingPage: '/deals', referrer: 'https://search.example.org/', utmSource: 'newsletter' },
    });
  });
});
