import { describe, expect, it } from 'vitest';
import { packageAgentNotesUpdateInputSchema } from '@tdp/shared/schemas/package-agent-notes';
import { buildSeedReferenceData, SEED_PACKAGE_COUNT } from './catalogue-seed.ts';
import { generatePackages } from './package-generator.ts';
import { SEED_AGENT_NOTES_COUNT, seedPackageAgentNotes } from './package-agent-notes-seed.ts';
import { SEED_DOCUMENTS } from './portal-documents-seed-data.ts';

describe('seeded agent-only notes', () => {
  const packages = generatePackages(SEED_PACKAGE_COUNT, buildSeedReferenceData().generatorInput);
  const notes = seedPackageAgentNotes(packages);

  it('go to the newest published packages, one item each', () => {
    const published = packages
      .filter((pkg) => pkg.status === 'published')
      .map((pkg) => pkg.id)
      .sort((a, b) => b - a);
    expect(notes.map((note) => note.packageId)).toEqual(published.slice(0, SEED_AGENT_NOTES_COUNT));
  });

  it('are what the builder could have saved, naming the supplier of the Overview tab and files the portal seed stores', () => {
    const seededKeys = new Set<string>(Object.values(SEED_DOCUMENTS).map((document) => document.key));
    for (const note of notes) {
      const { packageId: _id, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...body } = note;
      expect(packageAgentNotesUpdateInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
      const pkg = packages.find((candidate) => candidate.id === note.packageId)!;
      expect(JSON.stringify(pkg.tabs)).toContain(note.supplierName);
      for (const file of note.files) expect(seededKeys.has(file.key), file.key).toBe(true);
    }
    expect(notes.some((note) => note.files.length === 2)).toBe(true);
  });
});
