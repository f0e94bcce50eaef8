import { describe, expect, it } from 'vitest';
import { visitFacts } from './visit-touch-facts.ts';

describe('visitFacts', () => {
  it('shows the first and last touch in words: campaign, landing page by name, referring host', () => {
    const facts = visitFacts(
      {
        first: {
          landingPage: '/deals/bali-escape',
          referrer: 'https://news.example.com/issue/12',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'spring',
        },
        last: { landingPage: '/contact-us', utmSource: 'facebook' },
      },
      (slug) => (slug === 'bali-escape' ? 'Bali Escape' : undefined),
    );
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['First touch: source / medium / campaign', 'newsletter / email / spring'],
      ['First touch: landing page', 'Deal page: Bali Escape'],
      ['First touch: came from site', 'news.example.com'],
      ['Last touch: source / medium / campaign', 'facebook'],
      ['Last touch: landing page', 'Contact us'],
      ['Last touch: came from site', 'None (direct or this site)'],
    ]);
  });

  it('shows nothing for a lead whose browser kept no record of the visit', () => {
    expect(visitFacts(undefined, () => undefined)).toEqual([]);
  });
});
