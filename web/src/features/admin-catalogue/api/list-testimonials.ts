import { routes } from '@tdp/shared/api/routes';
import type { Testimonial } from '@tdp/shared/schemas/testimonial';
import { useApi } from '../../../lib/use-api.ts';
import { ADMIN_VIEW_QUERY, asAdminRead } from '../../../lib/admin-read.ts';

const adminTestimonialsRoute = asAdminRead(routes.listTestimonials);

/** Every testimonial, published or not, as the admin sees them. */
export function useAdminTestimonials() {
  return useApi<Testimonial[]>(adminTestimonialsRoute, undefined, ADMIN_VIEW_QUERY);
}
