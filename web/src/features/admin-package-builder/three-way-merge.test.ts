import { describe, expect, it } from 'vitest';
import { mergedSide, mergeOutcome, sameContent } from './three-way-merge.ts';

describe('three-way merge of one value', () => {
  it('leaves a value neither side changed', () => {
    expect(mergeOutcome('Nice', 'Nice', 'Nice')).toBe('unchanged');
  });

  it('takes the change of the only side that made one', () => {
    expect(mergeOutcome('Nice', 'Nice', 'Cannes')).toBe('theirs');
    expect(mergeOutcome('Nice', 'Cannes', 'Nice')).toBe('mine');
  });

  it('sees the same change made on both sides as no conflict, and different ones as a conflict', () => {
    expect(mergeOutcome('Nice', 'Cannes', 'Cannes')).toBe('same');
    expect(mergeOutcome('Nice', 'Cannes', 'Antibes')).toBe('conflict');
  });

  it('compares content, not identity: rebuilt objects and lists, key order and undefined properties do not count', () => {
    const base = { lines: [{ icon: 'plane', text1: 'Flights' }], note: undefined };
    expect(sameContent(base, { lines: [{ text1: 'Flights', icon: 'plane' }] })).toBe(true);
    expect(mergeOutcome(base, structuredClone(base), { lines: [{ text1: 'Flights', icon: 'plane' }] })).toBe('unchanged');
    expect(mergeOutcome(base, base, { lines: [...base.lines, { icon: 'hotel', text1: 'Hotels' }] })).toBe('theirs');
    expect(mergeOutcome([1, 2], [2, 1], [1, 2])).toBe('mine');
    expect(mergeOutcome(undefined, { a: 1 }, { a: 1 })).toBe('same');
  });

  it('takes each value from the side that changed it, and a conflict only from the side chosen', () => {
    expect(mergedSide('theirs', undefined, 'Title')).toBe('theirs');
    expect(mergedSide('mine', undefined, 'Title')).toBe('mine');
    expect(mergedSide('unchanged', 'theirs', 'Title')).toBe('mine');
    expect(mergedSide('conflict', 'theirs', 'Title')).toBe('theirs');
    expect(() => mergedSide('conflict', undefined, 'Title')).toThrow('No choice was made for Title');
  });
});
