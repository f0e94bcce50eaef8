import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { isoDateTimeSchema, requiredText } from './common-fields.ts';
import {
  editorVersionSchema,
  PORTAL_LINKS_MAX,
  PORTAL_VIDEOS_MAX,
  portalDocumentListSchema,
  portalLinkSchema,
  portalVideoSchema,
  richTextSchema,
} from './portal-fields.ts';
import {
  PORTAL_MENU_GROUPS,
  PORTAL_PAGE_FEATURES,
  PORTAL_PAGE_SLUGS,
  type PortalMenuGroup,
  type PortalPageFeature,
  type PortalPageSlug,
} from '../portal-pages.ts';

// The page list lives in a module without zod (the SPA's router reads it on every first visit); it is
// re-exported here for the code that reads pages and their schemas together.
export {
  PORTAL_MENU_GROUPS,
  PORTAL_PAGE_FEATURES,
  PORTAL_PAGES,
  PORTAL_PAGE_SLUGS,
  portalMenu,
  portalPageDefinition,
  type PortalMenuGroup,
  type PortalPageDefinition,
  type PortalPageFeature,
  type PortalPageSlug,
} from '../portal-pages.ts';

/** A portal page's slug in a path: one of {@link PORTAL_PAGE_SLUGS}, exactly as written there. */
export const portalPageSlugSchema = lazySchema(() => z.enum(PORTAL_PAGE_SLUGS, { error: 'is not a page of the portal' }));

export const PORTAL_SECTIONS_MAX = 30;
export const PORTAL_SECTION_BODY_MAX = 20_000;
export const PORTAL_PAGE_INTRO_MAX = 5_000;
/** Rich text of a whole page (intro and every section body): keeps a page well inside one DynamoDB item. */
export const PORTAL_PAGE_TEXT_MAX = 120_000;
/** Largest body of a page save. */
export const PORTAL_PAGE_MAX_BODY_BYTES = 256 * 1024;

/**
 * One section of a page: a heading, rich text, then its links, documents and videos. Any part but the
 * heading may be empty.
 */
export const portalSectionSchema = lazySchema(() =>
  z.strictObject({
    heading: requiredText(150),
    body: richTextSchema(PORTAL_SECTION_BODY_MAX),
    links: z
      .array(portalLinkSchema, { error: 'must be a list' })
      .check(z.maxLength(PORTAL_LINKS_MAX, { error: `must have at most ${PORTAL_LINKS_MAX} links` })),
    documents: portalDocumentListSchema,
    videos: z
      .array(portalVideoSchema, { error: 'must be a list' })
      .check(z.maxLength(PORTAL_VIDEOS_MAX, { error: `must have at most ${PORTAL_VIDEOS_MAX} videos` })),
  }),
);
export type PortalSection = z.output<typeof portalSectionSchema>;
export type PortalSectionInput = z.input<typeof portalSectionSchema>;

const portalPageContentShape = () => ({
  /** Rich text shown under the title, before the sections; '' for none. */
  intro: richTextSchema(PORTAL_PAGE_INTRO_MAX),
  /** In the order shown. */
  sections: z
    .array(portalSectionSchema, { error: 'must be a list' })
    .check(z.maxLength(PORTAL_SECTIONS_MAX, { error: `must have at most ${PORTAL_SECTIONS_MAX} sections` })),
});

function refinePageSize(page: { intro: string; sections: Array<{ body: string }> }, ctx: z.core.$RefinementCtx): void {
  const length = page.intro.length + page.sections.reduce((sum, section) => sum + section.body.length, 0);
  if (length > PORTAL_PAGE_TEXT_MAX) {
    ctx.addIssue({ code: 'custom', path: ['sections'], message: `hold more than ${PORTAL_PAGE_TEXT_MAX} characters of text in all: split the page` });
  }
}

/** Body of `PUT /api/admin/portal/pages/{slug}`: the whole content and the version the editor read (0 for a page never saved). */
export const portalPageUpdateInputSchema = lazySchema(() =>
  z.strictObject({ ...portalPageContentShape(), version: editorVersionSchema }).check(z.superRefine(refinePageSize)),
);
export type PortalPageUpdateInput = z.output<typeof portalPageUpdateInputSchema>;

/** A page as the portal and the admin editor read it. A page never saved has version 0 and no content. */
export const portalPageSchema = lazySchema(() =>
  z.object({
    slug: portalPageSlugSchema,
    title: z.string(),
    group: z.enum(PORTAL_MENU_GROUPS),
    feature: z.nullable(z.enum(PORTAL_PAGE_FEATURES)),
    ...portalPageContentShape(),
    version: editorVersionSchema,
    /** When and by whom it was last saved; null for a page never saved. */
    updatedAt: z.nullable(isoDateTimeSchema),
    updatedBy: z.nullable(z.string()),
  }),
);
export type PortalPage = z.output<typeof portalPageSchema>;

/** One line of the admin's page list (`GET /api/admin/portal/pages`). */
export interface PortalPageSummary {
  slug: PortalPageSlug;
  title: string;
  group: PortalMenuGroup;
  feature: PortalPageFeature | null;
  sectionCount: number;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Answer of `GET /api/portal/pages/{slug}`, `GET` and `PUT /api/admin/portal/pages/{slug}`. */
export interface PortalPageAnswer {
  data: PortalPage;
}

/** Answer of `GET /api/admin/portal/pages`: every page in menu order. */
export interface PortalPageListAnswer {
  data: PortalPageSummary[];
}
