import { performance } from 'node:perf_hooks';

/**
 * `npx node functions/bench/rich-text-bench.ts`: the time the server-side rich-text sanitiser takes on a
 * typical package tab body (about 1.5 KB: headings, paragraphs, a list, web and mail links, entities), in one
 * fresh process: the module's import, the first call, then the median and 95th percentile of many calls.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5000);
const WARM_UP = 500;

const paragraph =
  '<p>Sail the <strong>Danube</strong> from Vienna to Budapest with <em>daily</em> guided excursions, ' +
  'wine tastings in the Wachau Valley &amp; an evening concert in a baroque hall.&nbsp;Caf&eacute; stops included.</p>';
const list = `<ul>${['Vienna', 'Dürnstein', 'Melk', 'Bratislava', 'Budapest', 'Esztergom', 'Kalocsa', 'Pécs'].map((city) => `<li>${city}: <u>one night</u> &ndash; guided walk</li>`).join('')}</ul>`;
const links =
  '<p>See the <a href="https://example.com/terms?trip=danube&amp;year=2027">terms</a> or write to ' +
  '<a href="mailto:trips@example.com">trips@example.com</a>.</p>';
/** What the package builder saves for one tab's rich-text field. */
export const TYPICAL_PACKAGE_BODY = `<h3>Highlights</h3>${paragraph}${list}<h4>Included</h4>${paragraph}${paragraph}${links}<blockquote>${paragraph}</blockquote><hr><p>Prices per person<br>in Canadian dollars.</p>`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const importStarted = performance.now();
const { sanitizeRichText } = await import('../src/domain/rich-text/sanitize-rich-text.ts');
const importMs = performance.now() - importStarted;

const firstStarted = performance.now();
const first = sanitizeRichText(TYPICAL_PACKAGE_BODY);
const firstMs = performance.now() - firstStarted;

for (let run = 0; run < WARM_UP; run += 1) sanitizeRichText(TYPICAL_PACKAGE_BODY);
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  sanitizeRichText(TYPICAL_PACKAGE_BODY);
  times.push(performance.now() - started);
}

console.log(`body ${TYPICAL_PACKAGE_BODY.length} characters in, ${first.length} out`);
console.log(`import ${importMs.toFixed(1)} ms, first call ${firstMs.toFixed(2)} ms`);
console.log(`${RUNS} calls after ${WARM_UP} warm-up: median ${(median(times) * 1000).toFixed(0)} µs, p95 ${(percentile(times, 0.95) * 1000).toFixed(0)} µs`);
