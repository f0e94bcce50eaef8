/**
 * Small text-only PDF documents for the local media library (the portal's seeded checklists, guides and
 * rate sheets), so a document link in the portal opens a real file. Letter size, Helvetica, a bold title
 * and wrapped paragraphs over as many pages as they need. No dependencies: PDF 1.4 written by hand.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_HEIGHT = 15;
/** Helvetica at 11 pt averages about 5.3 pt per character; 86 characters fill the text width. */
const WRAP_COLUMNS = 86;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 2 * LINE_HEIGHT) / LINE_HEIGHT);

/** WinAnsi codes of the typographic characters the seed's text uses; Latin-1 letters map to themselves. */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2026': 0x85,
};

/** A PDF string literal for Helvetica's WinAnsi encoding: escapes, and octal codes for characters outside ASCII. */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) out += character;
    else {
      const mapped = WIN_ANSI[character] ?? (code >= 0xa0 && code <= 0xff ? code : 0x3f);
      out += `\\${mapped.toString(8).padStart(3, '0')}`;
    }
  }
  return `(${out})`;
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > WRAP_COLUMNS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(title: string | null, lines: string[]): string {
  const commands: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  if (title) {
    commands.push(`/F2 ${TITLE_SIZE} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `${pdfString(title)} Tj`);
    y -= 2 * LINE_HEIGHT;
  }
  commands.push(`/F1 ${BODY_SIZE} Tf`);
  for (const line of lines) {
    if (line !== '') commands.push(`1 0 0 1 ${MARGIN} ${y} Tm`, `${pdfString(line)} Tj`);
    y -= LINE_HEIGHT;
  }
  commands.push('ET');
  return commands.join('\n');
}

/** Renders a document: `title` in bold on the first page, then each paragraph wrapped, a blank line between. */
export function renderDocumentPdf(title: string, paragraphs: readonly string[]): Buffer {
  const lines = paragraphs.flatMap((paragraph, index) => [...(index > 0 ? [''] : []), ...wrap(paragraph)]);
  const pages: string[][] = [];
  for (let start = 0; start < Math.max(lines.length, 1); start += LINES_PER_PAGE) pages.push(lines.slice(start, start + LINES_PER_PAGE));

  // Objects 1-4: catalog, page tree, regular and bold fonts; then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((pageLines, index) => {
    const stream = pageStream(index === 0 ? title : null, pageLines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
