import { useDeferredValue } from 'react';
import { StarFilledIcon, StarIcon } from '../../../components/ui/icons.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { landingMessages } from '../messages.ts';
import { LandingSection } from './landing-section.tsx';
import styles from './testimonials-section.module.css';
import { useApi } from '../../../lib/use-api.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

/** Testimonials shown: two rows on a wide screen. */
const TESTIMONIALS_SHOWN = 6;

/** Published testimonials (`/testimonials`): quote, stars, traveller and trip. Nothing when there are none. */
export function TestimonialsSection() {
  // Rendered in the background, in short slices, when the answer arrives (as the deal sections are).
  const data = useDeferredValue(useApi(catalogueReadRoutes.listTestimonials).data);
  const testimonials = (data ?? []).slice(0, TESTIMONIALS_SHOWN);
  // Like promotions, testimonials are extras: while loading or after a failure the page goes on without them.
  if (testimonials.length === 0) return null;
  return (
    <LandingSection heading={landingMessages.testimonialsHeading} tinted>
      <ul className={styles.grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={styles.card}>
              <span className={styles.stars} role="img" aria-label={formatMessage(landingMessages.rating, { rating: testimonial.rating })}>
                {[1, 2, 3, 4, 5].map((position) => (position <= testimonial.rating ? <StarFilledIcon key={position} /> : <StarIcon key={position} />))}
              </span>
              <blockquote className={styles.quote}>
                <p className={styles.quoteText}>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.name}>{testimonial.author}</span>
                {testimonial.location ? <span className={styles.meta}>{testimonial.location}</span> : null}
                {testimonial.trip ? <span className={styles.meta}>{testimonial.trip}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
