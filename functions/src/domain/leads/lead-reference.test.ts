import { describe, expect, it } from 'vitest';
import { LEAD_REFERENCE_PATTERN } from '@tdp/shared/schemas/lead-forms';
import { normalizeLeadReference } from '@tdp/shared/schemas/lead-records';
import { newLeadReference } from './lead-reference.ts';

describe('newLeadReference', () => {
  it('is TBB-, four and two characters of Crockford base32 (no I, L, O or U)', () => {
    expect(newLeadReference(Buffer.from([0, 0, 0, 0]))).toBe('TBB-0000-00');
    expect(newLeadReference(Buffer.from([0xff, 0xff, 0xff, 0xff]))).toBe('TBB-ZZZZ-ZZ');
    for (let i = 0; i < 200; i += 1) expect(newLeadReference()).toMatch(LEAD_REFERENCE_PATTERN);
  });
});

describe('normalizeLeadReference', () => {
  it('reads a reference however it was typed or heard', () => {
    expect(normalizeLeadReference('TBB-7K4F-29')).toBe('TBB-7K4F-29');
    expect(normalizeLeadReference(' tbb 7k4f 29 ')).toBe('TBB-7K4F-29');
    expect(normalizeLeadReference('7k4f29')).toBe('TBB-7K4F-29');
    expect(normalizeLeadReference('TBB-OI4L-29')).toBe('TBB-0141-29');
    expect(normalizeLeadReference('TBB-7K4F-2U')).toBeNull();
    expect(normalizeLeadReference('01JD8X3V5W9K2M4N6P8Q0R2S4T')).toBeNull();
  });
});
