import { describe, expect, it } from 'vitest';
import { formatMinutes, formatShare } from './lead-figures.ts';

describe('words of the sales figures', () => {
  it('writes a time to first contact in minutes, hours and minutes, or days', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(5)).toBe('5 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(135)).toBe('2 h 15 min');
    expect(formatMinutes(2880)).toBe('2 days');
    expect(formatMinutes(129600)).toBe('90 days');
  });

  it('writes a share as a whole percentage, a dash when nothing is shared', () => {
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(0, 4)).toBe('0%');
    expect(formatShare(0, 0)).toBe('—');
  });
});
