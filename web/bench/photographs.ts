/**
 * Real photographs in place of the seed's small illustrations, for `npm run bench:web -- --photographs`: what a new
 * agency uploads. The pictures are generated (no file from the internet): smooth light and coloured shapes under a
 * grain at two scales, which JPEG at quality 0.9 keeps as it keeps a photograph's texture (≈ 380 KB at 1800 × 750, the
 * size the builder's banner cropper saves). They are uploaded as an admin uploads them: the media library's presigned
 * PUT, then the package saved with its new banner through the builder's API.
 */
import sharp from 'sharp';
import type { DealsAnswer } from '@tdp/shared/schemas/package';
import type { MediaUploadTicket } from '@tdp/shared/schemas/media';
import type { LocalStack } from '../../infra/local/local-stack.ts';

/** The banner cropper's output: 1800 × 750 (12:5) JPEG at quality 0.9 (`IMAGE_CROP_JPEG_QUALITY`). */
const WIDTH = 1800;
const HEIGHT = 750;
const QUALITY = 90;

/** Distinct photographs made; packages beyond that reuse one under a file name of their own. */
const DISTINCT_PHOTOGRAPHS = 8;

/** How many pages of `/deals` a visitor sees first (the measurement replaced the first three). */
const DEALS_PAGES = 3;

/** A photographic JPEG, the same for the same seed. */
export async function photographicJpeg(seed: number): Promise<Buffer> {
  let state = (seed * 2_654_435_761) >>> 0;
  const random = () => (state = (state * 1_664_525 + 1_013_904_223) >>> 0) / 4_294_967_296;
  const light = random();
  // Grain at two scales: per pixel (sensor noise) and per 8-pixel cell (texture: foliage, water, sand).
  const coarse = Float32Array.from({ length: 65_536 }, () => (random() - 0.5) * 40);
  const shapes = Array.from({ length: 40 }, () => ({
    x: random() * WIDTH,
    y: random() * HEIGHT,
    radius: 20 + random() * 220,
    colour: [random() * 255, random() * 255, random() * 255] as const,
  }));
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const depth = y / HEIGHT;
      let red = 80 + 120 * (1 - depth) * light + 30 * Math.sin(x / 37 + y / 53);
      let green = 120 + 80 * depth + 25 * Math.sin(x / 23 - y / 41);
      let blue = 200 - 100 * depth + 20 * Math.cos(x / 71);
      for (const shape of shapes) {
        const distance = ((x - shape.x) ** 2 + (y - shape.y) ** 2) / (shape.radius * shape.radius);
        if (distance >= 1) continue;
        const weight = (1 - distance) * 0.6;
        red = red * (1 - weight) + shape.colour[0] * weight;
        green = green * (1 - weight) + shape.colour[1] * weight;
        blue = blue * (1 - weight) + shape.colour[2] * weight;
      }
      const cell = coarse[((y >> 3) * 256 + (x >> 3)) % coarse.length]!;
      const grain = () => (random() + random() + random() - 1.5) * 36 + cell;
      const offset = (y * WIDTH + x) * 3;
      pixels[offset] = clamp(red + grain());
      pixels[offset + 1] = clamp(green + grain());
      pixels[offset + 2] = clamp(blue + grain());
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: QUALITY })
    .toBuffer();
}

async function json<T>(answer: Response, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return (await answer.json()) as T;
}

/** The packages a visitor sees first: the home page's, the first pages of deals, and `alsoSlugs`. */
async function firstSeenSlugs(stack: Pick<LocalStack, 'apiUrl' | 'webUrl'>, alsoSlugs: readonly string[]): Promise<Set<string>> {
  const slugs = new Set(alsoSlugs);
  const home = await (await fetch(`${stack.webUrl}/`)).text();
  for (const [, slug] of home.matchAll(/href="\/deals\/([a-z0-9-]+)"/g)) slugs.add(slug!);
  for (let page = 1; page <= DEALS_PAGES; page++) {
    const deals = await json<DealsAnswer>(
      await fetch(`${stack.apiUrl}/packages/deals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page }) }),
      `Deals page ${page}`,
    );
    for (const card of deals.packages) slugs.add(card.package_url);
  }
  return slugs;
}

/** Every package on sale, by its address: where a slug's id is found. */
async function packageIdsBySlug(stack: Pick<LocalStack, 'apiUrl'>): Promise<Map<string, string | number>> {
  const ids = new Map<string, string | number>();
  for (let page = 1; ; page++) {
    const deals = await json<DealsAnswer>(
      await fetch(`${stack.apiUrl}/packages/deals`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page, limit: 60 }),
      }),
      `Deals page ${page}`,
    );
    for (const card of deals.packages) ids.set(card.package_url, card.id);
    if (deals.packages.length === 0 || ids.size >= deals.total) return ids;
  }
}

/**
 * Replaces the banners of the packages a visitor sees first (see {@link firstSeenSlugs}) by photographs, as an admin
 * would; answers how many packages and photographs, and the photographs' average size.
 */
export async function replaceFirstBannersWithPhotographs(
  stack: Pick<LocalStack, 'apiUrl' | 'webUrl'>,
  alsoSlugs: readonly string[],
): Promise<{ packages: number; photographs: number; averageBytes: number }> {
  const login = await json<{ accessToken: string }>(
    await fetch(`${stack.apiUrl}/api/auth/login/admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-dev-password' }),
    }),
    'Signing in as the seeded admin',
  );
  const auth = { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' };
  const [slugs, ids] = await Promise.all([firstSeenSlugs(stack, alsoSlugs), packageIdsBySlug(stack)]);
  const photographs: Buffer[] = [];
  for (let seed = 1; seed <= DISTINCT_PHOTOGRAPHS; seed++) photographs.push(await photographicJpeg(seed));

  let replaced = 0;
  for (const slug of slugs) {
    const id = ids.get(slug);
    if (id === undefined) continue;
    const photograph = photographs[replaced % photographs.length]!;
    const ticket = await json<MediaUploadTicket>(
      await fetch(`${stack.apiUrl}/api/media/uploads`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          folder: 'package-images/',
          fileName: `banner-${slug.slice(0, 80)}-photograph.jpg`,
          contentType: 'image/jpeg',
          size: photograph.length,
        }),
      }),
      `The upload ticket for ${slug}`,
    );
    const put = await fetch(ticket.uploadUrl, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(photograph) });
    if (!put.ok) throw new Error(`Uploading ${ticket.key} answered ${put.status}`);
    const current = await json<Record<string, unknown>>(await fetch(`${stack.apiUrl}/packages/edit-form/${id}`, { headers: auth }), `The package ${slug}`);
    // What the server owns (and the day's price it derives) is not sent back, as the builder does.
    const {
      id: _id,
      createdAt: _createdAt,
      createdBy: _createdBy,
      updatedAt: _updatedAt,
      updatedBy: _updatedBy,
      priceSource: _priceSource,
      ...editable
    } = current;
    await json(
      await fetch(`${stack.apiUrl}/packages/${id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...editable, banner_image: ticket.key }) }),
      `Saving ${slug} with its photograph`,
    );
    replaced++;
  }
  const averageBytes = photographs.reduce((sum, photograph) => sum + photograph.length, 0) / photographs.length;
  return { packages: replaced, photographs: photographs.length, averageBytes };
}
