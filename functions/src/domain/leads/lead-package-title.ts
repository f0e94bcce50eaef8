import { findPackageIdByUrl, getPackageCard } from '../../data/package-repository.ts';

/**
 * The title of the package a lead asked about, as its card reads now, so the admin's and the agent's lead pages name it
 * (null without a package, or when no package holds that address any more). Two small reads of the content table.
 */
export async function packageTitleOf(packageUrl: string | null): Promise<string | null> {
  if (!packageUrl) return null;
  const id = await findPackageIdByUrl(packageUrl);
  return id === null ? null : ((await getPackageCard(id))?.title ?? null);
}
