import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './leads-csv.ts';

describe('csvCell', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it.each(['=1+1', '+1 604 555 0100', '-2', '@SUM(A1)', '\tx'])('neutralises %j so a spreadsheet shows it as text', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });
});

describe('toCsv', () => {
  it('writes a header row and CRLF-ended rows after a byte-order mark', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string }) => row.name },
        { header: 'Length', value: (row) => row.name.length },
      ],
      [{ name: 'Ann' }, { name: 'Bo, Jr.' }],
    );
    expect(csv).toBe('\uFEFFName,Length\r\nAnn,3\r\n"Bo, Jr.",7\r\n');
  });
});
