import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { SIGNED_IN_ONLY_CHUNKS } from '../../vite.config.ts';

/** One chunk of the build's manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The manifest of the build the browser tests serve, by key. */
export async function readBuildManifest(): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(await readFile(path.join(inject('webOutDir'), '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The build's SSR manifest (`.vite/ssr-manifest.json`): each source module → the files holding it (`/assets/…`). */
export async function readSsrManifest(): Promise<Record<string, string[]>> {
  return JSON.parse(await readFile(path.join(inject('webOutDir'), '.vite/ssr-manifest.json'), 'utf8')) as Record<string, string[]>;
}

/** Modules of the signed-in areas: their shells and their features' code. */
const SIGNED_IN_MODULE = /src\/(app\/shells\/(agent|admin)-shell|app\/routes\/(agent|admin)-routes|features\/(agent-portal|agent-shell|admin-))/;

/** Whether a chunk holds code of the agent portal or the admin dashboard (a chunk of theirs, or one only they load). */
export function isSignedInChunk(chunk: ManifestChunk): boolean {
  return SIGNED_IN_MODULE.test(chunk.src ?? '') || SIGNED_IN_ONLY_CHUNKS.includes(chunk.name ?? '');
}

/** The addresses (`/assets/…`) of the chunks that hold the signed-in areas' code. */
export async function signedInChunkFiles(): Promise<string[]> {
  return Object.values(await readBuildManifest())
    .filter(isSignedInChunk)
    .map((chunk) => `/${chunk.file}`);
}
