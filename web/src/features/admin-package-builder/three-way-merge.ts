/**
 * Three-way merge of one value: what each side did to it since the version both started from (the base). Values
 * are compared by content (deep equality: object key order and undefined properties do not count), never by
 * identity, so a value rebuilt from the same data is unchanged.
 */

/** Which side a merged value is taken from. */
export type MergeSide = 'mine' | 'theirs';

/**
 * What became of one value: `unchanged` (neither side changed it), `mine` or `theirs` (only that side changed it),
 * `same` (both changed it alike) or `conflict` (both changed it, differently).
 */
export type MergeOutcome = 'unchanged' | 'mine' | 'theirs' | 'same' | 'conflict';

/** A value with object keys sorted and undefined properties left out: its content, whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
}

/** Whether two values hold the same content (deep equality, key order and undefined properties ignored). */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** What became of a value that was `base` when both sides started and is now `mine` here and `theirs` stored. */
export function mergeOutcome(base: unknown, mine: unknown, theirs: unknown): MergeOutcome {
  const mineChanged = !sameContent(base, mine);
  const theirsChanged = !sameContent(base, theirs);
  if (!mineChanged && !theirsChanged) return 'unchanged';
  if (!theirsChanged) return 'mine';
  if (!mineChanged) return 'theirs';
  return sameContent(mine, theirs) ? 'same' : 'conflict';
}

/**
 * The side a merged value comes from: the side that changed it, mine when both hold the same content, and the
 * admin's choice for a conflict (a conflict without one is a caller's mistake: nothing is chosen silently).
 */
export function mergedSide(outcome: MergeOutcome, choice: MergeSide | undefined, what: string): MergeSide {
  if (outcome === 'theirs') return 'theirs';
  if (outcome !== 'conflict') return 'mine';
  if (!choice) throw new Error(`No choice was made for ${what}, changed on both sides`);
  return choice;
}
