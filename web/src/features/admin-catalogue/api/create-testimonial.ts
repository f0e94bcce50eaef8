import { routes } from '@tdp/shared/api/routes';
import type { Testimonial, TestimonialCreateInput } from '@tdp/shared/schemas/testimonial';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /testimonials`: adds a testimonial. */
export function createTestimonial(body: TestimonialCreateInput): Promise<Testimonial> {
  return apiFetch<Testimonial>(routes.createTestimonial, { body });
}
