import type { FaqItem, GalleryImage, ItineraryDay } from '@tdp/shared/layouts/layout-registry';

/**
 * Readers for a tab's `fields`. The server checked them against the layout when the package was saved;
 * these readers still tolerate a missing or odd value (an older package, a layout changed since), so a
 * tab shows what it can instead of breaking the page.
 */

/** What every layout renderer receives: the tab's fields. */
export interface LayoutProps {
  fields: Readonly<Record<string, unknown>>;
}

/** A text field, trimmed; '' when absent. */
export function textField(fields: LayoutProps['fields'], key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A number field, or null. */
export function numberField(fields: LayoutProps['fields'], key: string): number | null {
  const value = fields[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A list of texts, blanks left out. */
export function stringListField(fields: LayoutProps['fields'], key: string): string[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

function objectList(fields: LayoutProps['fields'], key: string): Record<string, unknown>[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
}

/** Itinerary days, in day order. */
export function daysField(fields: LayoutProps['fields'], key: string): ItineraryDay[] {
  return objectList(fields, key)
    .filter((item) => typeof item.day === 'number' && typeof item.title === 'string')
    .map((item) => ({ day: item.day as number, title: item.title as string, description: typeof item.description === 'string' ? item.description : '' }))
    .sort((a, b) => a.day - b.day);
}

/** Questions and answers. */
export function faqField(fields: LayoutProps['fields'], key: string): FaqItem[] {
  return objectList(fields, key)
    .filter((item) => typeof item.question === 'string' && typeof item.answer === 'string')
    .map((item) => ({ question: item.question as string, answer: item.answer as string }));
}

/** Gallery images with their captions. */
export function imageListField(fields: LayoutProps['fields'], key: string): GalleryImage[] {
  return objectList(fields, key)
    .filter((item) => typeof item.image === 'string' && item.image !== '')
    .map((item) => ({ image: item.image as string, caption: typeof item.caption === 'string' ? item.caption : '' }));
}
