import { routes } from '@tdp/shared/api/routes';
import type { Testimonial, TestimonialUpdateInput } from '@tdp/shared/schemas/testimonial';
import { apiFetch } from '../../../lib/api-client.ts';

/** `PUT /testimonials/{id}`: changes a testimonial still at `body.version` (409 otherwise). */
export function updateTestimonial(id: number, body: TestimonialUpdateInput): Promise<Testimonial> {
  return apiFetch<Testimonial>(routes.updateTestimonial, { params: { id }, body });
}
