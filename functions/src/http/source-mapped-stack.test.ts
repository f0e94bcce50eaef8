import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStackMapper, sourceMappedStack } from './source-mapped-stack.ts';

/** A source whose failure sits on a known line (line 3, the `throw`) of a known file. */
const FAILING_SOURCE = `export function checkQuote(amount: number): number {
  if (amount < 0) {
    throw new Error('negative quote');
  }
  return amount;
}
`;

describe('stack traces of a bundle mapped through the map beside it', () => {
  let workDir: string;
  let bundleUrl: string;
  let stack: string;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'source-mapped-stack-'));
    writeFileSync(path.join(workDir, 'quote-check.ts'), FAILING_SOURCE);
    const bundle = path.join(workDir, 'out', 'index.mjs');
    // As the functions are built: minified ESM, the map written beside the bundle without a comment naming it.
    await build({
      entryPoints: [path.join(workDir, 'quote-check.ts')],
      outfile: bundle,
      bundle: true,
      format: 'esm',
      platform: 'node',
      minify: true,
      sourcemap: 'external',
      sourcesContent: false,
      logLevel: 'silent',
    });
    bundleUrl = pathToFileURL(bundle).href;
    // A fresh Node process, as a function runs: its stack names the bundle's frames by URL.
    const script = `const { checkQuote } = await import(${JSON.stringify(bundleUrl)});
try { checkQuote(-1); } catch (error) { process.stdout.write(error.stack); }`;
    stack = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('points the frames in the bundle at the TypeScript line and drops the bundle position', () => {
    expect(stack).toContain(`${bundleUrl}:1:`);
    const mapped = createStackMapper(bundleUrl)(stack);
    expect(mapped).toMatch(/quote-check\.ts:3:\d+/);
    expect(mapped).not.toContain(`${bundleUrl}:`);
    expect(mapped.split('\n')[0]).toBe('Error: negative quote');
  });

  it("maps frames that carry the bundle's path instead of its URL", () => {
    const byPath = stack.replaceAll(bundleUrl, new URL(bundleUrl).pathname);
    expect(createStackMapper(bundleUrl)(byPath)).toMatch(/quote-check\.ts:3:\d+/);
  });

  it('leaves frames outside the bundle as they are', () => {
    const mapped = createStackMapper(bundleUrl)(stack);
    const outside = stack.split('\n').filter((line) => line.includes('    at ') && !line.includes(bundleUrl));
    expect(outside.length).toBeGreaterThan(0);
    for (const line of outside) expect(mapped).toContain(line);
  });

  it('returns the stack unchanged when no map lies beside the code (the sources run unbundled)', () => {
    const withoutMap = createStackMapper(pathToFileURL(path.join(workDir, 'missing', 'index.mjs')).href);
    expect(withoutMap(stack)).toBe(stack);
    const error = new Error('from the sources');
    expect(sourceMappedStack(error.stack!)).toBe(error.stack);
  });
});
