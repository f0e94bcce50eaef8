import type { Testimonial, TestimonialCreateInput, TestimonialUpdateInput } from '@tdp/shared/schemas/testimonial';
import type { CatalogueLanguage } from '@tdp/shared/catalogue/catalogue-language';
import { itemsInLanguage } from '@tdp/shared/catalogue/french-version';
import { TESTIMONIAL_TEXTS } from '@tdp/shared/schemas/testimonial';
import type { WriteActor } from '../../data/content-table.ts';
import { testimonialRepository } from '../../data/testimonial-repository.ts';

/**
 * Testimonials by sort order, newest first within one order; visitors get the published ones only, in `lang` (in
 * French those with a complete French version; docs/decisions/bilingual-catalogue.md). Admins get them whole.
 */
export async function readTestimonials(asAdmin: boolean, lang: CatalogueLanguage = 'en'): Promise<Testimonial[]> {
  const testimonials = (await testimonialRepository.list())
    .filter((testimonial) => asAdmin || testimonial.published)
    .sort((a, b) => a.sortOrder - b.sortOrder || (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  return asAdmin ? testimonials : itemsInLanguage(testimonials, TESTIMONIAL_TEXTS, lang);
}

/** Adds a testimonial. */
export function createTestimonial(input: TestimonialCreateInput, actor: WriteActor): Promise<Testimonial> {
  return testimonialRepository.create(input, actor);
}

/** Changes a testimonial if it is still at `input.version`. */
export function updateTestimonial(id: number, input: TestimonialUpdateInput, actor: WriteActor): Promise<Testimonial> {
  const { version, ...changes } = input;
  return testimonialRepository.update(id, version, changes, actor);
}

/** Deletes a testimonial. */
export async function deleteTestimonial(id: number): Promise<void> {
  await testimonialRepository.remove(id);
}
