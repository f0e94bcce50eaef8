import { makeStyles, tokens } from '@fluentui/react-components';
import { Star16Filled, Star16Regular } from '@fluentui/react-icons';
import { formatMessage } from '../../../lib/intl.ts';
import { useTestimonials } from '../api/list-testimonials.ts';
import { landingMessages } from '../messages.ts';
import { LandingSection } from './landing-section.tsx';

/** Testimonials shown: two rows on a wide screen. */
const TESTIMONIALS_SHOWN = 6;

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  card: {
    height: '100%',
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  stars: { display: 'inline-flex', color: tokens.colorPaletteMarigoldForeground1 },
  quote: { margin: 0, flexGrow: 1 },
  quoteText: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  author: { display: 'flex', flexDirection: 'column', fontSize: tokens.fontSizeBase300 },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** Published testimonials (`/testimonials`): quote, stars, traveller and trip. Nothing when there are none. */
export function TestimonialsSection() {
  const styles = useStyles();
  const { data } = useTestimonials();
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
                {[1, 2, 3, 4, 5].map((position) =>
                  position <= testimonial.rating ? <Star16Filled key={position} aria-hidden="true" /> : <Star16Regular key={position} aria-hidden="true" />,
                )}
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
