import { routes } from '@tdp/shared/api/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /testimonials/{id}`: deletes a testimonial. */
export async function deleteTestimonial(id: number): Promise<void> {
  await apiFetch<void>(routes.deleteTestimonial, { params: { id } });
}
