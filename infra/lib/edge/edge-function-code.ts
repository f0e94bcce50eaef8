import { readFileSync } from 'node:fs';

/**
 * The code of a CloudFront Function file of this folder with a shared table written in at `marker` (functions cannot
 * import modules): the edge then reads the same data as the rest of the code. Throws when the file lost its marker.
 */
export function edgeFunctionCodeWith(file: string, marker: string, table: unknown): string {
  const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  if (!source.includes(marker)) throw new Error(`${file} has lost its ${marker} marker`);
  return source.replace(marker, () => JSON.stringify(table));
}
