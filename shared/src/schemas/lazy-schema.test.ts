import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Source files (tests aside) under `folder`, skipping installed packages and build output. */
function sourceFilesUnder(folder: string): string[] {
  return readdirSync(path.join(REPOSITORY_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist|cdk\.out)\//.test(file))
    .map((file) => path.join(folder, file));
}

describe('lazySchema', () => {
  it('builds the schema once, on first use, and unwrap() returns it', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: 'Ann' }).success).toBe(true);
    expect(Object.keys(schema.unwrap().shape)).toEqual(['name']);
    expect(schema.unwrap()).toBe(schema.unwrap());
    expect(builds).toBe(1);
  });

  it("installs classic's English messages for checks that name none", () => {
    const schema = lazySchema(() => z.strictObject({ name: z.string().check(z.minLength(2)), age: z.number() }));
    expect(schema.safeParse({ name: 'A', extra: 1 }).error!.issues.map((issue) => issue.message)).toEqual([
      'Too small: expected string to have >=2 characters',
      'Invalid input: expected number, received undefined',
      'Unrecognized key: "extra"',
    ]);
  });

  it("is the only zod API the code uses: no module imports classic 'zod' (one import loads all of it into a bundle)", () => {
    const classicImports = ['shared/src', 'functions/src', 'functions/test', 'web/src', 'infra']
      .flatMap(sourceFilesUnder)
      .filter((file) => /from ['"]zod['"]/.test(readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8')));
    expect(classicImports).toEqual([]);
  });
});
