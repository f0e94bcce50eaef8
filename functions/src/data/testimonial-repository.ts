import type { Testimonial } from '@tdp/shared/schemas/testimonial';
import { createCollectionRepository } from './collection-repository.ts';

type TestimonialFields = Omit<Testimonial, 'id' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

/** Testimonials, one partition of the content table. */
export const testimonialRepository = createCollectionRepository<TestimonialFields>('testimonial', 'testimonial', 'There is no such testimonial.');
