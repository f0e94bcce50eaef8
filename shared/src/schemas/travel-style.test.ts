import { describe, expect, it } from 'vitest';
import { travelStyleCreateInputSchema, travelStyleSchema, travelStyleUpdateInputSchema } from './travel-style.ts';

describe('travel style', () => {
  it('parses a stored style with a numeric id', () => {
    const style = {
      id: 9,
      style_name: 'Disney Trips',
      version: 1,
      createdAt: '2026-10-01T08:00:00.000Z',
      createdBy: 'seed',
      updatedAt: '2026-10-01T08:00:00.000Z',
      updatedBy: 'seed',
    };
    expect(travelStyleSchema.parse(style)).toEqual(style);
    expect(travelStyleSchema.safeParse({ ...style, id: '9' }).success).toBe(false);
  });

  it('accepts a trimmed name on create and refuses anything else', () => {
    expect(travelStyleCreateInputSchema.parse({ style_name: ' Luxury ' })).toEqual({ style_name: 'Luxury' });
    expect(travelStyleCreateInputSchema.safeParse({ style_name: '' }).error!.issues[0]!.message).toBe('is required');
    expect(travelStyleCreateInputSchema.safeParse({ style_name: 'x'.repeat(61) }).success).toBe(false);
    expect(travelStyleCreateInputSchema.safeParse({ style_name: 'Luxury', id: 4 }).success).toBe(false);
  });

  it('requires the version the editor read on update', () => {
    expect(travelStyleUpdateInputSchema.parse({ style_name: 'Cruises', version: 2 })).toEqual({ style_name: 'Cruises', version: 2 });
    expect(travelStyleUpdateInputSchema.safeParse({ style_name: 'Cruises' }).error!.issues[0]!.path).toEqual(['version']);
  });
});
