import { routes } from '@tdp/shared/api/routes';
import type { Testimonial } from '@tdp/shared/schemas/testimonial';
import { useApiAfterFirstScreen } from '../../../lib/use-api.ts';

/** Published testimonials (`GET /testimonials`), asked once the page's first screen has painted (the hero first). */
export function useTestimonials() {
  return useApiAfterFirstScreen<Testimonial[]>(routes.listTestimonials);
}
