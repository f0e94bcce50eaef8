/**
 * `npm run bench:variants`: what one picture's variants weigh and cost to make, with the image function's own code
 * (functions/src/images/make-variant.ts), on the photographs `npm run bench:web -- --photographs` uploads (1800 × 750
 * JPEG at quality 0.9, ≈ 380 KB). Prints, per width and format, the median bytes and milliseconds of
 * `VARIANTS_BENCH_RUNS` (3) makes of each of `VARIANTS_BENCH_PHOTOGRAPHS` (3) photographs, and the bytes a phone,
 * a tablet and a desktop download for one card and one banner. Figures, not a test: run it on a quiet machine.
 */
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, type VariantWidth } from '@tdp/shared/media/image-variants';
import { makeVariant } from '../../functions/src/images/make-variant.ts';
import { photographicJpeg } from './photographs.ts';

const runs = Math.max(1, Number(process.env.VARIANTS_BENCH_RUNS ?? 3) || 3);
const photographCount = Math.max(1, Number(process.env.VARIANTS_BENCH_PHOTOGRAPHS ?? 3) || 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const photographs: Buffer[] = [];
for (let seed = 1; seed <= photographCount; seed++) photographs.push(await photographicJpeg(seed));
const originalKiB = median(photographs.map((photograph) => photograph.length)) / 1024;
console.log(`${photographCount} photographs of 1800 × 750 (median ${originalKiB.toFixed(0)} KiB), ${runs} makes of each variant\n`);

const bytes = new Map<string, number>();
console.log(`${'width'.padStart(6)} ${VARIANT_FORMATS.map((format) => format.toUpperCase().padStart(20)).join('')}`);
for (const width of VARIANT_WIDTHS) {
  const cells: string[] = [];
  for (const format of VARIANT_FORMATS) {
    const sizes: number[] = [];
    const times: number[] = [];
    for (const photograph of photographs) {
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const variant = await makeVariant(photograph, width, format);
        times.push(performance.now() - started);
        sizes.push(variant.body.length);
      }
    }
    bytes.set(`${format}/${width}`, median(sizes));
    cells.push(`${(median(sizes) / 1024).toFixed(1)} KiB ${Math.round(median(times))} ms`.padStart(20));
  }
  console.log(`${String(width).padStart(6)} ${cells.join('')}`);
}

/** The width a browser takes for a picture drawn `cssWidth` wide at `density`: the narrowest at least as wide. */
function chosen(cssWidth: number, density: number): VariantWidth {
  return VARIANT_WIDTHS.find((width) => width >= cssWidth * density) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}
const viewers: Array<[string, number, number, number, VariantFormat]> = [
  // name, card's drawn width, banner's drawn width, device pixel ratio, format taken
  ['Lighthouse phone (412 px, 1.75×)', 378, 412, 1.75, 'avif'],
  ['iPhone (390 px, 3×)', 358, 390, 3, 'avif'],
  ['tablet (820 px, 2×)', 380, 820, 2, 'avif'],
  ['desktop (1440 px, 1×)', 380, 1440, 1, 'avif'],
  ['older browser (1440 px, 1×, WebP)', 380, 1440, 1, 'webp'],
];
console.log('\nOne card and one banner, as each screen downloads them:');
for (const [name, card, banner, density, format] of viewers) {
  const cardWidth = chosen(card, density);
  const bannerWidth = chosen(banner, density);
  const total = bytes.get(`${format}/${cardWidth}`)! + bytes.get(`${format}/${bannerWidth}`)!;
  console.log(
    `  ${name.padEnd(36)} card ${format} ${cardWidth}: ${(bytes.get(`${format}/${cardWidth}`)! / 1024).toFixed(1)} KiB, banner ${bannerWidth}: ${(bytes.get(`${format}/${bannerWidth}`)! / 1024).toFixed(1)} KiB (${(total / 1024).toFixed(1)} KiB)`,
  );
}
