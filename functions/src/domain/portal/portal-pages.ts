import {
  PORTAL_PAGES,
  portalPageDefinition,
  type PortalPage,
  type PortalPageSlug,
  type PortalPageSummary,
  type PortalPageUpdateInput,
} from '@tdp/shared/schemas/portal-page';
import { findSavedPortalPage, listSavedPortalPages, savePortalPage, type StoredPortalPage } from '../../data/portal-page-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { NotFound } from '../domain-errors.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';
import { assertStorableSize } from './storable-size.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

function definitionOf(slug: string) {
  const definition = portalPageDefinition(slug);
  if (!definition) throw new NotFound('The portal has no such page.');
  return definition;
}

/** A page as answered: its definition (title, menu, feature) with its saved content, or empty content at version 0. */
function pageView(slug: PortalPageSlug, stored: StoredPortalPage | null): PortalPage {
  const { title, group, feature } = definitionOf(slug);
  return {
    slug,
    title,
    group,
    feature,
    intro: stored?.intro ?? '',
    sections: stored?.sections ?? [],
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  } as PortalPage;
}

/** One portal page with its content; a page no admin has written yet has no sections (version 0). */
export async function readPortalPage(slug: PortalPageSlug): Promise<PortalPage> {
  return pageView(slug, await findSavedPortalPage(slug));
}

/** Every page of the portal in menu order, with how many sections it has and when it was last saved. */
export async function listPortalPagesForAdmin(): Promise<PortalPageSummary[]> {
  const saved = new Map((await listSavedPortalPages()).map((page) => [page.slug, page]));
  return PORTAL_PAGES.map((page) => {
    const stored = saved.get(page.slug);
    return {
      slug: page.slug,
      title: page.title,
      group: page.group,
      feature: page.feature,
      sectionCount: stored?.sections.length ?? 0,
      version: stored?.version ?? 0,
      updatedAt: stored?.updatedAt ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  });
}

/** Replaces a page's intro and sections at the version the editor read (0 for a page never saved); 409 when stale. */
export async function updatePortalPage(slug: PortalPageSlug, input: PortalPageUpdateInput, actor: WriteActor): Promise<PortalPage> {
  definitionOf(slug);
  await refuseUnusablePictures(input, () => findSavedPortalPage(slug));
  const { sanitizeRichText } = await loadRichTextSanitizer();
  // Rich text sanitised: allowlisted markup, links http(s)/mailto only.
  const content = { intro: sanitizeRichText(input.intro), sections: input.sections.map((section) => ({ ...section, body: sanitizeRichText(section.body) })) };
  assertStorableSize(content, 'sections');
  return pageView(slug, await savePortalPage(slug, input.version, content, actor));
}
