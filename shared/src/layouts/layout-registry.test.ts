import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB } from '../constants.ts';
import { FIELD_KINDS, LAYOUTS, LAYOUT_NAMES, getLayout, isLayoutName, layoutFieldsSchema, richTextFieldKeys, validateTabFields } from './layout-registry.ts';

describe('layout registry', () => {
  it('has at least nine layouts named Layout 1 to Layout 9, each once', () => {
    expect(LAYOUT_NAMES.length).toBeGreaterThanOrEqual(9);
    for (let n = 1; n <= 9; n += 1) expect(LAYOUT_NAMES).toContain(`Layout ${n}`);
    expect(LAYOUTS.map((layout) => layout.name)).toEqual([...LAYOUT_NAMES]);
  });

  it('makes the default tab layout the Overview', () => {
    const overview = getLayout(DEFAULT_TAB.layoutName)!;
    expect(overview.label).toBe('Overview');
    expect(overview.fields.map((field) => field.key)).toEqual(expect.arrayContaining(['summary', 'highlights', 'durationNights', 'supplier', 'hotelName']));
  });

  it('covers the content a deal page needs', () => {
    const kindsUsed = new Set(LAYOUTS.flatMap((layout) => layout.fields.map((field) => field.kind)));
    expect([...kindsUsed].sort()).toEqual([...FIELD_KINDS].sort());
    const labels = LAYOUTS.map((layout) => layout.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Overview',
        'Itinerary',
        'Hotel',
        'Inclusions and exclusions',
        'Gallery',
        'Pricing table',
        'Rich text',
        'FAQ',
        'Terms and conditions',
      ]),
    );
  });

  it('gives every layout a label, a description and fields with unique keys', () => {
    for (const layout of LAYOUTS) {
      expect(layout.label).not.toBe('');
      expect(layout.description).not.toBe('');
      expect(layout.fields.length).toBeGreaterThan(0);
      expect(layout.fields.some((field) => field.required)).toBe(true);
      const keys = layout.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('finds layouts by name and nothing else', () => {
    expect(isLayoutName('Layout 5')).toBe(true);
    expect(isLayoutName('Layout 99')).toBe(false);
    expect(isLayoutName(5)).toBe(false);
    expect(getLayout('layout 5')).toBeUndefined();
    expect(() => layoutFieldsSchema('Layout 99')).toThrow('Unknown layout');
  });

  it('names the rich-text fields the server must sanitise', () => {
    expect(richTextFieldKeys('Layout 8')).toEqual(['terms', 'cancellationPolicy']);
    expect(richTextFieldKeys('Layout 9')).toEqual([]);
    expect(richTextFieldKeys('Layout 99')).toEqual([]);
  });
});

describe('tab fields validation', () => {
  it('accepts a complete Overview and trims its texts', () => {
    const result = validateTabFields('Layout 9', {
      summary: ' Seven nights in Riviera Maya. ',
      highlights: ['Swim-up suite', 'Kids stay free'],
      durationNights: 7,
      supplier: 'Sunwing Vacations',
      hotelName: 'Iberostar Paraíso Lindo',
      mealPlan: 'All-inclusive',
    });
    expect(result).toEqual({
      success: true,
      fields: {
        summary: 'Seven nights in Riviera Maya.',
        highlights: ['Swim-up suite', 'Kids stay free'],
        durationNights: 7,
        supplier: 'Sunwing Vacations',
        hotelName: 'Iberostar Paraíso Lindo',
        mealPlan: 'All-inclusive',
      },
    });
  });

  it('lets optional fields be absent, empty or null', () => {
    expect(validateTabFields('Layout 9', { summary: 'Short.' }).success).toBe(true);
    expect(validateTabFields('Layout 9', { summary: 'Short.', supplier: '', durationNights: null, highlights: [] }).success).toBe(true);
    expect(validateTabFields('Layout 2', { hotelName: 'Fairmont Banff Springs', image: null, starRating: 4.5 }).success).toBe(true);
  });

  it('names each missing required field', () => {
    const result = validateTabFields('Layout 9', {});
    expect(result).toEqual({ success: false, issues: [{ path: ['summary'], message: 'is required' }] });
    const emptyList = validateTabFields('Layout 3', { inclusions: [] });
    expect(emptyList).toEqual({ success: false, issues: [{ path: ['inclusions'], message: 'needs at least one entry' }] });
  });

  it('refuses keys that are not fields of the layout', () => {
    const result = validateTabFields('Layout 6', { body: '<p>Hi</p>', price: 0 });
    expect(result).toEqual({ success: false, issues: [{ path: ['price'], message: 'is not a field of this layout' }] });
  });

  it('refuses an unknown layout and fields that are not an object', () => {
    expect(validateTabFields('Layout 42', {}).success).toBe(false);
    expect(validateTabFields('Layout 6', 'text').success).toBe(false);
    expect(validateTabFields('Layout 6', null).success).toBe(false);
  });

  it('checks numbers against their bounds and whole-number rule', () => {
    const fractional = validateTabFields('Layout 9', { summary: 'x', durationNights: 6.5 });
    expect(fractional).toMatchObject({ success: false, issues: [{ path: ['durationNights'], message: 'must be a whole number' }] });
    const stars = validateTabFields('Layout 2', { hotelName: 'x', starRating: 6 });
    expect(stars).toMatchObject({ success: false, issues: [{ path: ['starRating'], message: 'must be at most 5' }] });
  });

  it('validates itinerary days: numbered once each, titled', () => {
    const days = [
      { day: 1, title: 'Arrive in Lisbon', description: 'Transfer to the hotel.' },
      { day: 2, title: 'Sintra', description: '' },
    ];
    expect(validateTabFields('Layout 1', { days }).success).toBe(true);
    const repeated = validateTabFields('Layout 1', { days: [...days, { day: 2, title: 'Again', description: '' }] });
    expect(repeated).toMatchObject({ success: false, issues: [{ path: ['days', 2, 'day'], message: 'is listed twice' }] });
    const untitled = validateTabFields('Layout 1', { days: [{ day: 1, title: ' ', description: '' }] });
    expect(untitled).toMatchObject({ success: false, issues: [{ path: ['days', 0, 'title'], message: 'is required' }] });
  });

  it('validates gallery images as media references', () => {
    expect(validateTabFields('Layout 4', { images: [{ image: 'package-images/lisbon.jpg', caption: 'Alfama' }] }).success).toBe(true);
    const unsafe = validateTabFields('Layout 4', { images: [{ image: 'javascript:alert(1)', caption: '' }] });
    expect(unsafe).toMatchObject({ success: false, issues: [{ path: ['images', 0, 'image'] }] });
  });

  it('links a pricing-table layout to a table id', () => {
    expect(validateTabFields('Layout 5', { tableId: 12 }).success).toBe(true);
    expect(validateTabFields('Layout 5', { tableId: '12' }).success).toBe(false);
    expect(validateTabFields('Layout 5', {}).success).toBe(false);
  });

  it('validates FAQ entries and caps list lengths', () => {
    expect(validateTabFields('Layout 7', { questions: [{ question: 'Is a passport needed?', answer: 'Yes.' }] }).success).toBe(true);
    expect(validateTabFields('Layout 7', { questions: [{ question: 'Unanswered?', answer: '' }] }).success).toBe(false);
    const highlights = Array.from({ length: 13 }, (_, index) => `Highlight ${index}`);
    expect(validateTabFields('Layout 9', { summary: 'x', highlights })).toMatchObject({
      success: false,
      issues: [{ path: ['highlights'], message: 'must have at most 12 entries' }],
    });
  });

  it('stores rich text as an HTML string within its size', () => {
    expect(validateTabFields('Layout 6', { heading: 'Why go', body: '<p>Because <strong>Lisbon</strong>.</p>' }).success).toBe(true);
    expect(validateTabFields('Layout 6', { body: 'x'.repeat(50_001) }).success).toBe(false);
  });
});
