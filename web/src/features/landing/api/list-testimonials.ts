import { routes } from '@tdp/shared/api/routes';
import type { Testimonial } from '@tdp/shared/schemas/testimonial';
import { useApi } from '../../../lib/use-api.ts';

/** Published testimonials (`GET /testimonials`). */
export function useTestimonials() {
  return useApi<Testimonial[]>(routes.listTestimonials);
}
