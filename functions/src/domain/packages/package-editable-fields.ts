import type { Package, PackageCreateInput } from '@tdp/shared/schemas/package';

/** What a create or update body would carry to store `pkg` as it is (its tabs were checked against their layouts when saved). */
export function editableFieldsOf(pkg: Package): PackageCreateInput {
  const { id: _id, version: _version, createdAt: _createdAt, createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = pkg;
  return { ...fields, share_image: pkg.share_image ?? null } as PackageCreateInput;
}
