import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isoDateInTimeZone, isoDateSchema, optionalText, requiredText, uniqueList, versionSchema } from './common-fields.ts';

describe('common fields', () => {
  it('trims text and names the broken rule', () => {
    expect(requiredText(5).parse('  abc ')).toBe('abc');
    expect(requiredText(5).safeParse(' ').error!.issues[0]!.message).toBe('is required');
    expect(requiredText(5).safeParse('abcdef').error!.issues[0]!.message).toBe('must be at most 5 characters');
    expect(optionalText(5).parse('   ')).toBe('');
    expect(requiredText(5).safeParse(5).error!.issues[0]!.message).toBe('must be text');
    expect(z.object({ name: requiredText(5) }).safeParse({}).error!.issues[0]).toMatchObject({ path: ['name'], message: 'is required' });
  });

  it('accepts only calendar dates that exist', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2027-02-29', '2027-04-31', '2027-13-01', '2027-1-05', '2027-01-05T00:00:00Z', '']) {
      expect(isoDateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('requires versions to be whole numbers from 1', () => {
    expect(versionSchema.safeParse(1).success).toBe(true);
    expect(versionSchema.safeParse(0).success).toBe(false);
    expect(versionSchema.safeParse(1.5).success).toBe(false);
  });

  it('refuses a value listed twice and points at the second occurrence', () => {
    const list = uniqueList(z.number(), 3);
    expect(list.parse([1, 2, 3])).toEqual([1, 2, 3]);
    expect(list.safeParse([1, 2, 1]).error!.issues[0]).toMatchObject({ path: [2], message: 'is listed twice' });
    expect(list.safeParse([1, 2, 3, 4]).error!.issues[0]!.message).toBe('must have at most 3 entries');
  });

  it('gives the calendar day of an instant in a time zone', () => {
    const instant = new Date('2027-01-01T05:30:00.000Z');
    expect(isoDateInTimeZone(instant, 'America/Vancouver')).toBe('2026-12-31');
    expect(isoDateInTimeZone(instant, 'UTC')).toBe('2027-01-01');
  });
});
