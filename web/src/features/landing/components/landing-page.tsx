import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { landingMessages } from '../messages.ts';
import { BestBetsSection } from './best-bets-section.tsx';
import { CallToActionSection } from './call-to-action-section.tsx';
import { FeaturedDealsSection } from './featured-deals-section.tsx';
import { HeroSearch } from './hero-search.tsx';
import { PromotionsSection } from './promotions-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/**
 * `/`: the landing page. The hero and its search show at once; each section below reads its own data
 * and shows placeholders (deals) or nothing (extras) until it arrives. Featured deals come first, with
 * placeholders of their size, so the sections that may appear late (promotions) start below the first
 * screen and never push visible content down.
 */
export function LandingPage() {
  usePageMeta({ title: landingMessages.documentTitle, description: landingMessages.description });
  return (
    <>
      <HeroSearch />
      <FeaturedDealsSection />
      <PromotionsSection />
      <BestBetsSection />
      <TestimonialsSection />
      <CallToActionSection />
    </>
  );
}
