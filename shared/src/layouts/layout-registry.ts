import * as z from 'zod/mini';
import { lazySchema } from '../schemas/lazy-schema.ts';
import { isLayoutName, LAYOUT_NAMES, type LayoutName } from './layout-names.ts';

// Names live in a module without zod (the public package page checks a tab's layout with them); they are
// re-exported here for code that reads them together with the field schemas.
export { isLayoutName, LAYOUT_NAMES, type LayoutName } from './layout-names.ts';
import { entityIdSchema, optionalText, requiredText } from '../schemas/common-fields.ts';
import { mediaReferenceSchema } from '../schemas/media-reference.ts';

/**
 * The layout registry: each package tab is `{tabName, layoutName, fields}` and its layout decides which
 * fields it holds. The admin package builder renders its form from a layout's field definitions, the
 * server validates `fields` with {@link layoutFieldsSchema}, and the public page renders each tab with
 * the layout's component. Adding a layout is one entry here plus one renderer.
 */

/** The kinds of input a layout field can be; each has one stored value shape (see {@link FieldValueByKind}). */
export const FIELD_KINDS = ['text', 'textarea', 'richtext', 'number', 'image', 'imageList', 'stringList', 'days', 'faqList', 'tableRef'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One field of a layout. */
export interface FieldDefinition {
  /** Key of the value in the tab's `fields`. */
  key: string;
  /** Label of the input in the builder and, where shown, the heading on the public page. */
  label: string;
  kind: FieldKind;
  /** A required text needs a non-blank value, a required list at least one entry. */
  required: boolean;
  /** One line of guidance shown under the input. */
  help?: string;
  /** Texts: most characters; lists: most entries; numbers: largest value. */
  max?: number;
  /** Numbers only: smallest value. */
  min?: number;
  /** Numbers only: whole numbers only. */
  integer?: boolean;
}

/** A layout: a named set of fields with a label and a description for the builder's picker. */
export interface LayoutDefinition {
  name: LayoutName;
  label: string;
  description: string;
  fields: readonly FieldDefinition[];
}

/** A day of an itinerary (`days` fields). */
export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** A question and its answer (`faqList` fields). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** An image with its caption (`imageList` fields). */
export interface GalleryImage {
  image: string;
  caption: string;
}

/** The stored value of each kind of field. Rich text is an HTML string, sanitised by the server on save. */
export interface FieldValueByKind {
  text: string;
  textarea: string;
  richtext: string;
  number: number;
  image: string;
  imageList: GalleryImage[];
  stringList: string[];
  days: ItineraryDay[];
  faqList: FaqItem[];
  /** Id of a pricing table (`GET /packages/table/{id}`). */
  tableRef: number;
}

/** Largest size of each kind when a field does not set `max`. */
const DEFAULT_MAX: Record<FieldKind, number | undefined> = {
  text: 200,
  textarea: 4000,
  richtext: 50_000,
  number: undefined,
  image: undefined,
  imageList: 40,
  stringList: 30,
  days: 60,
  faqList: 40,
  tableRef: undefined,
};

const LIST_ITEM_TEXT_MAX = 300;
const DAY_TITLE_MAX = 120;
const DAY_DESCRIPTION_MAX = 4000;
const DAY_NUMBER_MAX = 365;
const FAQ_QUESTION_MAX = 300;
const FAQ_ANSWER_MAX = 4000;
const CAPTION_MAX = 200;

/** Every layout of the product. */
export const LAYOUTS: readonly LayoutDefinition[] = [
  {
    name: 'Layout 1',
    label: 'Itinerary',
    description: 'Day-by-day programme of the trip.',
    fields: [
      { key: 'intro', label: 'Introduction', kind: 'textarea', required: false, max: 1000, help: 'A few sentences shown above the days.' },
      { key: 'days', label: 'Days', kind: 'days', required: true, help: 'One entry per day: its number, a title and what happens.' },
    ],
  },
  {
    name: 'Layout 2',
    label: 'Hotel',
    description: 'The hotel, resort or ship: description, rating, amenities and rooms.',
    fields: [
      { key: 'hotelName', label: 'Hotel name', kind: 'text', required: true, max: 120 },
      { key: 'starRating', label: 'Star rating', kind: 'number', required: false, min: 1, max: 5, help: 'From 1 to 5; half stars allowed.' },
      { key: 'image', label: 'Photo', kind: 'image', required: false },
      { key: 'description', label: 'Description', kind: 'richtext', required: false },
      { key: 'amenities', label: 'Amenities', kind: 'stringList', required: false, max: 30 },
      { key: 'roomTypes', label: 'Room types', kind: 'stringList', required: false, max: 20 },
    ],
  },
  {
    name: 'Layout 3',
    label: 'Inclusions and exclusions',
    description: 'What the price includes and what it does not.',
    fields: [
      { key: 'inclusions', label: 'Included', kind: 'stringList', required: true, max: 40 },
      { key: 'exclusions', label: 'Not included', kind: 'stringList', required: false, max: 40 },
      { key: 'notes', label: 'Notes', kind: 'textarea', required: false, max: 2000 },
    ],
  },
  {
    name: 'Layout 4',
    label: 'Gallery',
    description: 'Photos of the destination, hotel or ship.',
    fields: [
      { key: 'intro', label: 'Introduction', kind: 'text', required: false, max: 200 },
      { key: 'images', label: 'Photos', kind: 'imageList', required: true, max: 40, help: 'Pick images from the media library; add a caption to each.' },
    ],
  },
  {
    name: 'Layout 5',
    label: 'Pricing table',
    description: 'A pricing grid from the Tables screen, with text around it.',
    fields: [
      { key: 'intro', label: 'Introduction', kind: 'textarea', required: false, max: 1000 },
      { key: 'tableId', label: 'Table', kind: 'tableRef', required: true, help: 'Choose a table created under Tables.' },
      {
        key: 'footnote',
        label: 'Footnote',
        kind: 'textarea',
        required: false,
        max: 1000,
        help: 'For example: prices per person in CAD, based on double occupancy.',
      },
    ],
  },
  {
    name: 'Layout 6',
    label: 'Rich text',
    description: 'Free text with headings, lists and links.',
    fields: [
      { key: 'heading', label: 'Heading', kind: 'text', required: false, max: 120 },
      { key: 'body', label: 'Text', kind: 'richtext', required: true },
    ],
  },
  {
    name: 'Layout 7',
    label: 'FAQ',
    description: 'Questions travellers ask about this package, with answers.',
    fields: [{ key: 'questions', label: 'Questions', kind: 'faqList', required: true, max: 40 }],
  },
  {
    name: 'Layout 8',
    label: 'Terms and conditions',
    description: 'Booking terms, payment schedule and cancellation policy.',
    fields: [
      { key: 'terms', label: 'Terms', kind: 'richtext', required: true },
      { key: 'cancellationPolicy', label: 'Cancellation policy', kind: 'richtext', required: false },
    ],
  },
  {
    name: 'Layout 9',
    label: 'Overview',
    description: 'Summary of the deal: highlights, duration, supplier and hotel.',
    fields: [
      { key: 'summary', label: 'Summary', kind: 'textarea', required: true, max: 2000 },
      { key: 'highlights', label: 'Highlights', kind: 'stringList', required: false, max: 12 },
      { key: 'durationNights', label: 'Duration (nights)', kind: 'number', required: false, min: 1, max: 365, integer: true },
      { key: 'supplier', label: 'Supplier', kind: 'text', required: false, max: 120, help: 'Tour operator or cruise line, e.g. Air Canada Vacations.' },
      { key: 'hotelName', label: 'Hotel or ship', kind: 'text', required: false, max: 120 },
      { key: 'mealPlan', label: 'Meal plan', kind: 'text', required: false, max: 80, help: 'For example: All-inclusive, Breakfast daily.' },
    ],
  },
];

const LAYOUTS_BY_NAME: ReadonlyMap<string, LayoutDefinition> = new Map(LAYOUTS.map((layout) => [layout.name, layout]));

/** The layout of that name, or undefined when the registry has none. */
export function getLayout(name: string): LayoutDefinition | undefined {
  return LAYOUTS_BY_NAME.get(name);
}

/** Keys of a layout's rich-text fields: the values the server sanitises on save. */
export function richTextFieldKeys(name: string): string[] {
  return (getLayout(name)?.fields ?? []).filter((field) => field.kind === 'richtext').map((field) => field.key);
}

function entryLimit(field: FieldDefinition): number {
  return field.max ?? DEFAULT_MAX[field.kind] ?? Number.MAX_SAFE_INTEGER;
}

function listSchema<T extends z.ZodMiniType>(item: T, field: FieldDefinition) {
  const max = entryLimit(field);
  const list = z.array(item, { error: 'must be a list' }).check(z.maxLength(max, { error: `must have at most ${max} entries` }));
  return field.required ? list.check(z.minLength(1, { error: 'needs at least one entry' })) : list;
}

const itineraryDaySchema = lazySchema(() =>
  z.strictObject({
    day: z
      .number({ error: 'must be a number' })
      .check(
        z.int({ error: 'must be a whole number' }),
        z.gte(1, { error: 'must be at least 1' }),
        z.lte(DAY_NUMBER_MAX, { error: `must be at most ${DAY_NUMBER_MAX}` }),
      ),
    title: requiredText(DAY_TITLE_MAX),
    description: optionalText(DAY_DESCRIPTION_MAX),
  }),
);

const faqItemSchema = lazySchema(() =>
  z.strictObject({
    question: requiredText(FAQ_QUESTION_MAX),
    answer: requiredText(FAQ_ANSWER_MAX),
  }),
);

const galleryImageSchema = lazySchema(() =>
  z.strictObject({
    image: mediaReferenceSchema,
    caption: optionalText(CAPTION_MAX),
  }),
);

function daysSchema(field: FieldDefinition) {
  return listSchema(itineraryDaySchema, field).check(
    z.superRefine((days, ctx) => {
      const seen = new Set<number>();
      days.forEach((entry, index) => {
        if (seen.has(entry.day)) ctx.addIssue({ code: 'custom', path: [index, 'day'], message: 'is listed twice' });
        seen.add(entry.day);
      });
    }),
  );
}

function numberSchema(field: FieldDefinition) {
  let schema = z.number({ error: 'must be a number' });
  if (field.integer) schema = schema.check(z.int({ error: 'must be a whole number' }));
  if (field.min !== undefined) schema = schema.check(z.gte(field.min, { error: `must be at least ${field.min}` }));
  if (field.max !== undefined) schema = schema.check(z.lte(field.max, { error: `must be at most ${field.max}` }));
  return schema;
}

/** The value schema of one field, required or not. Optional texts accept '', optional scalars accept null. */
export function fieldValueSchema(field: FieldDefinition): z.ZodMiniType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext': {
      const max = entryLimit(field);
      return field.required ? requiredText(max) : z.optional(optionalText(max));
    }
    case 'number':
      return field.required ? numberSchema(field) : z.nullish(numberSchema(field));
    case 'image':
      return field.required ? mediaReferenceSchema : z.nullish(mediaReferenceSchema);
    case 'tableRef':
      return field.required ? entityIdSchema : z.nullish(entityIdSchema);
    case 'stringList': {
      const list = listSchema(requiredText(LIST_ITEM_TEXT_MAX), field);
      return field.required ? list : z.optional(list);
    }
    case 'imageList': {
      const list = listSchema(galleryImageSchema, field);
      return field.required ? list : z.optional(list);
    }
    case 'days':
      return field.required ? daysSchema(field) : z.optional(daysSchema(field));
    case 'faqList': {
      const list = listSchema(faqItemSchema, field);
      return field.required ? list : z.optional(list);
    }
  }
}

const schemasByLayout = new Map<string, z.ZodMiniType<Record<string, unknown>>>();

/**
 * Schema of a tab's `fields` for a layout: one entry per field definition, unknown keys refused.
 * Throws for a name that is not in the registry (check with {@link isLayoutName} first).
 */
export function layoutFieldsSchema(name: string): z.ZodMiniType<Record<string, unknown>> {
  const cached = schemasByLayout.get(name);
  if (cached) return cached;
  const layout = getLayout(name);
  if (!layout) throw new Error(`Unknown layout: ${name}`);
  const shape = Object.fromEntries(layout.fields.map((field) => [field.key, fieldValueSchema(field)]));
  const schema = z.strictObject(shape) as z.ZodMiniType<Record<string, unknown>>;
  schemasByLayout.set(name, schema);
  return schema;
}

/** One problem with a tab's fields: the path inside `fields` and what is wrong. */
export interface TabFieldIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Checks a tab's `fields` against its layout. On success `fields` is the cleaned value (texts trimmed);
 * otherwise the issues name each field and rule. An unknown layout is one issue at the root.
 */
export function validateTabFields(
  layoutName: string,
  fields: unknown,
): { success: true; fields: Record<string, unknown> } | { success: false; issues: TabFieldIssue[] } {
  if (!isLayoutName(layoutName)) return { success: false, issues: [{ path: [], message: `is not a known layout (${LAYOUT_NAMES.join(', ')})` }] };
  const result = layoutFieldsSchema(layoutName).safeParse(fields);
  if (result.success) return { success: true, fields: result.data };
  const issues = result.error.issues.flatMap((issue): TabFieldIssue[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'is not a field of this layout' }))
      : [{ path: issue.path, message: issue.message }],
  );
  return { success: false, issues };
}
