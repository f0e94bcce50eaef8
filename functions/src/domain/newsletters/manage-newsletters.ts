import type { Newsletter, NewsletterCreateInput, NewsletterSummary, NewsletterUpdateInput } from '@tdp/shared/schemas/newsletter';
import { NEWSLETTER_NOT_FOUND_MESSAGE, newsletterRepository, type NewsletterFields } from '../../data/newsletter-repository.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { Invalid, NotFound } from '../domain-errors.ts';
import { loadRichTextSanitizer } from '../rich-text/load-rich-text-sanitizer.ts';
import { assertStorableSize } from '../portal/storable-size.ts';
import { refuseUnusablePictures } from '../media/picture-check.ts';

function newestFirst(a: Newsletter, b: Newsletter): number {
  return b.issueDate.localeCompare(a.issueDate) || b.id - a.id;
}

/** Every newsletter, newest issue first; the admin list. */
export async function listNewsletters(): Promise<Newsletter[]> {
  return (await newsletterRepository.list()).sort(newestFirst);
}

/** The published newsletters, newest issue first, without their bodies (the portal's list). */
export async function listPublishedNewsletters(): Promise<NewsletterSummary[]> {
  return (await listNewsletters()).filter((newsletter) => newsletter.published).map(({ body: _body, ...summary }) => summary);
}

/** One newsletter; agents get published ones only (otherwise 404, as for an unknown one). */
export async function readNewsletter(id: number, options: { publishedOnly: boolean }): Promise<Newsletter> {
  const newsletter = await newsletterRepository.get(id);
  if (!newsletter || (options.publishedOnly && !newsletter.published)) throw new NotFound(NEWSLETTER_NOT_FOUND_MESSAGE);
  return newsletter;
}

/** The fields to store: the body sanitised and required to have some text, size checked. */
async function prepare(input: NewsletterCreateInput): Promise<NewsletterFields> {
  const { richTextToPlainText, sanitizeRichText } = await loadRichTextSanitizer();
  const body = sanitizeRichText(input.body);
  if (richTextToPlainText(body).trim() === '') throw new Invalid('Write the newsletter before saving it.', { body: 'is required' });
  const fields = { ...input, body };
  assertStorableSize(fields, 'body');
  return fields;
}

/** Writes a new newsletter issue. */
export async function createNewsletter(input: NewsletterCreateInput, actor: WriteActor): Promise<Newsletter> {
  await refuseUnusablePictures(input, null);
  return newsletterRepository.create(await prepare(input), actor);
}

/** Replaces a newsletter if it is still at `input.version` (409 when stale, 404 when gone). */
export async function updateNewsletter(id: number, input: NewsletterUpdateInput, actor: WriteActor): Promise<Newsletter> {
  await refuseUnusablePictures(input, () => newsletterRepository.get(id));
  const { version, ...fields } = input;
  return newsletterRepository.update(id, version, await prepare(fields), actor);
}

/** Deletes a newsletter (404 when gone). */
export async function deleteNewsletter(id: number): Promise<void> {
  await newsletterRepository.remove(id);
}
