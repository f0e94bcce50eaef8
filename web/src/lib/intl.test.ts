import { describe, expect, it } from 'vitest';
import { formatDate, formatMessage, formatPrice } from './intl.ts';

describe('formatPrice', () => {
  it('formats whole Canadian dollars for en-CA', () => {
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(1299.6)).toBe('$1,300');
  });

  it('keeps the cents when asked', () => {
    expect(formatPrice(89.5, { exact: true })).toBe('$89.50');
  });
});

describe('formatDate', () => {
  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatDate('2027-03-07')).toBe('Mar 7, 2027');
    expect(formatDate('2027-12-31T23:30:00Z')).toBe('Dec 31, 2027');
  });

  it('rejects text that is not a date', () => {
    expect(() => formatDate('soon')).toThrow('Not a date: "soon"');
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Call {phone} ({hours})', { phone: '1-866-555-0142' })).toBe('Call 1-866-555-0142 ({hours})');
  });
});
