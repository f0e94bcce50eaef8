import type { Package } from '@tdp/shared/schemas/package';
import { Conflict, NotFound } from '../domain-errors.ts';
import type { WriteActor } from '../../data/content-table.ts';
import { getPackage } from '../../data/package-repository.ts';
import { editableFieldsOf } from './package-editable-fields.ts';
import { createPackage } from './save-package.ts';

const PACKAGE_URL_MAX = 120;
const TITLE_MAX = 150;
/** How many urls a copy tries (`-copy`, `-copy-2`…) before giving up with the last 409. */
const COPY_URL_ATTEMPTS = 20;

/** `text` then `suffix`, the text cut (and tidied by `tidy`) so the whole stays within `max` characters. */
function withSuffix(text: string, suffix: string, max: number, tidy: (cut: string) => string): string {
  return text.length + suffix.length <= max ? `${text}${suffix}` : `${tidy(text.slice(0, max - suffix.length))}${suffix}`;
}

/** The url of the `attempt`th try: `<url>-copy`, then `<url>-copy-2`, `-copy-3`… */
function copyUrl(packageUrl: string, attempt: number): string {
  return withSuffix(packageUrl, attempt <= 1 ? '-copy' : `-copy-${attempt}`, PACKAGE_URL_MAX, (cut) => cut.replace(/-+$/, ''));
}

/**
 * Creates an unpublished copy of a package: "(copy)" after its title, the first free url of `<url>-copy`,
 * `-copy-2`…, everything else as stored. The copy is a new package (version 1, the caller as its author).
 */
export async function duplicatePackage(id: number, actor: WriteActor): Promise<Package> {
  const original = await getPackage(id);
  if (!original) throw new NotFound('There is no such package.');
  const fields = editableFieldsOf(original);
  const title = withSuffix(original.title, ' (copy)', TITLE_MAX, (cut) => cut.trimEnd());
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createPackage({ ...fields, title, package_url: copyUrl(original.package_url, attempt), status: 'draft' }, actor);
    } catch (failure) {
      const urlTaken = failure instanceof Conflict && failure.fields?.package_url !== undefined;
      if (!urlTaken || attempt >= COPY_URL_ATTEMPTS) throw failure;
    }
  }
}
