import { crc32, deflateSync } from 'node:zlib';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@tdp/shared/constants';

/** An RGB colour, 0..255 per channel. */
type Rgb = readonly [number, number, number];

/** One silhouette layer: a ridge line made of a few sine waves, filled below with one colour. */
interface RidgeLayer {
  color: Rgb;
  /** Height of the ridge's middle, as a fraction of the image height from the top. */
  baseline: number;
  /** Waves summed to draw the ridge: amplitude (fraction of height), wavelength (fraction of width), phase. */
  waves: ReadonlyArray<readonly [amplitude: number, wavelength: number, phase: number]>;
}

/** A row of buildings of varying height with lit windows, for city scenes. */
interface SkylineLayer {
  color: Rgb;
  windowColor: Rgb;
  /** Lowest roof line, as a fraction of the height from the top; roofs rise above it. */
  baseline: number;
  /** Tallest building above the baseline, as a fraction of the height. */
  maxRise: number;
  /** Building width as a fraction of the image width. */
  buildingWidth: number;
  /** Varies the building heights between layers. */
  seed: number;
}

/** Everything needed to draw one banner: sky, sun, silhouettes and optional water. */
export interface BannerScene {
  /** Media key suffix, e.g. `beach` → `package-images/banner-beach.png`. */
  name: string;
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: { x: number; y: number; radius: number; color: Rgb; glow: number };
  layers: readonly RidgeLayer[];
  skyline?: readonly SkylineLayer[];
  /** Water from this fraction of the height down, with the sun's reflection. */
  water?: { from: number; top: Rgb; bottom: Rgb };
}

/**
 * The scenes the seed stores, one per kind of trip so banners match their packages.
 * Flat layers and vertical gradients keep each PNG small (well under 60 KB at 1200x500).
 */
export const BANNER_SCENES: readonly BannerScene[] = [
  {
    name: 'beach',
    skyTop: [38, 132, 214],
    skyBottom: [164, 219, 240],
    sun: { x: 0.78, y: 0.28, radius: 0.07, color: [255, 244, 200], glow: 0.25 },
    layers: [{ color: [232, 210, 160], baseline: 0.86, waves: [[0.015, 0.9, 0.3]] }],
    water: { from: 0.62, top: [24, 170, 190], bottom: [12, 110, 150] },
  },
  {
    name: 'mountains',
    skyTop: [70, 110, 170],
    skyBottom: [225, 200, 190],
    sun: { x: 0.25, y: 0.3, radius: 0.05, color: [255, 236, 210], glow: 0.18 },
    layers: [
      {
        color: [120, 130, 160],
        baseline: 0.5,
        waves: [
          [0.12, 0.45, 0.1],
          [0.05, 0.17, 1.3],
        ],
      },
      {
        color: [70, 85, 110],
        baseline: 0.65,
        waves: [
          [0.09, 0.33, 2.1],
          [0.04, 0.11, 0.4],
        ],
      },
      {
        color: [34, 52, 60],
        baseline: 0.82,
        waves: [
          [0.05, 0.25, 0.9],
          [0.02, 0.07, 2.4],
        ],
      },
    ],
  },
  {
    name: 'sunset-sea',
    skyTop: [60, 40, 110],
    skyBottom: [250, 150, 90],
    sun: { x: 0.5, y: 0.58, radius: 0.09, color: [255, 210, 120], glow: 0.35 },
    layers: [
      {
        color: [40, 30, 60],
        baseline: 0.6,
        waves: [
          [0.04, 0.6, 1.7],
          [0.015, 0.13, 0.2],
        ],
      },
    ],
    water: { from: 0.6, top: [120, 70, 100], bottom: [30, 25, 60] },
  },
  {
    name: 'savanna',
    skyTop: [235, 130, 60],
    skyBottom: [252, 214, 140],
    sun: { x: 0.35, y: 0.45, radius: 0.1, color: [255, 240, 190], glow: 0.3 },
    layers: [
      {
        color: [150, 90, 50],
        baseline: 0.72,
        waves: [
          [0.03, 0.8, 0.5],
          [0.01, 0.2, 1.1],
        ],
      },
      { color: [80, 50, 30], baseline: 0.88, waves: [[0.02, 0.5, 2.2]] },
    ],
  },
  {
    name: 'city',
    skyTop: [20, 30, 70],
    skyBottom: [110, 90, 150],
    sun: { x: 0.82, y: 0.2, radius: 0.04, color: [245, 245, 230], glow: 0.12 },
    layers: [],
    skyline: [
      { color: [50, 50, 90], windowColor: [120, 110, 150], baseline: 0.62, maxRise: 0.3, buildingWidth: 0.035, seed: 3 },
      { color: [25, 25, 45], windowColor: [250, 220, 140], baseline: 0.78, maxRise: 0.38, buildingWidth: 0.05, seed: 11 },
    ],
    water: { from: 0.85, top: [40, 40, 80], bottom: [15, 15, 35] },
  },
  {
    name: 'forest',
    skyTop: [30, 60, 100],
    skyBottom: [200, 170, 150],
    sun: { x: 0.2, y: 0.35, radius: 0.05, color: [255, 235, 200], glow: 0.2 },
    layers: [
      {
        color: [60, 90, 90],
        baseline: 0.62,
        waves: [
          [0.1, 0.04, 0.0],
          [0.06, 0.013, 0.7],
        ],
      },
      {
        color: [25, 50, 45],
        baseline: 0.78,
        waves: [
          [0.08, 0.03, 1.9],
          [0.05, 0.009, 0.3],
        ],
      },
    ],
    water: { from: 0.86, top: [70, 100, 120], bottom: [20, 40, 50] },
  },
  {
    name: 'river',
    skyTop: [120, 170, 210],
    skyBottom: [220, 230, 225],
    sun: { x: 0.65, y: 0.25, radius: 0.05, color: [255, 250, 225], glow: 0.2 },
    layers: [
      {
        color: [110, 150, 110],
        baseline: 0.55,
        waves: [
          [0.06, 0.5, 0.6],
          [0.02, 0.15, 1.8],
        ],
      },
      { color: [60, 105, 70], baseline: 0.66, waves: [[0.03, 0.3, 2.6]] },
    ],
    water: { from: 0.7, top: [90, 140, 150], bottom: [40, 85, 100] },
  },
  {
    name: 'tropical-island',
    skyTop: [0, 150, 220],
    skyBottom: [190, 235, 245],
    sun: { x: 0.15, y: 0.22, radius: 0.06, color: [255, 252, 220], glow: 0.22 },
    layers: [
      {
        color: [30, 110, 70],
        baseline: 0.56,
        waves: [
          [0.1, 0.7, 4.4],
          [0.03, 0.2, 0.9],
        ],
      },
    ],
    water: { from: 0.58, top: [40, 200, 200], bottom: [0, 120, 170] },
  },
  {
    name: 'snow',
    skyTop: [90, 140, 200],
    skyBottom: [215, 230, 245],
    sun: { x: 0.7, y: 0.2, radius: 0.045, color: [255, 255, 245], glow: 0.2 },
    layers: [
      {
        color: [235, 240, 250],
        baseline: 0.45,
        waves: [
          [0.15, 0.4, 0.3],
          [0.04, 0.1, 1.0],
        ],
      },
      {
        color: [180, 195, 215],
        baseline: 0.65,
        waves: [
          [0.1, 0.3, 1.4],
          [0.03, 0.08, 2.0],
        ],
      },
      {
        color: [40, 70, 60],
        baseline: 0.85,
        waves: [
          [0.03, 0.05, 0.5],
          [0.02, 0.02, 1.5],
        ],
      },
    ],
  },
];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function ridgeHeight(layer: RidgeLayer, x: number): number {
  let y = layer.baseline;
  for (const [amplitude, wavelength, phase] of layer.waves) y -= amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase);
  return y;
}

/** A repeatable pseudo-random fraction for an integer, so buildings keep their height between renders. */
function hashFraction(n: number): number {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/** What does not change down a column: ridge heights and building roofs, computed once per column. */
interface ColumnShapes {
  ridges: Float64Array[];
  roofs: Float64Array[];
}

function columnShapes(scene: BannerScene, width: number): ColumnShapes {
  const ridges = scene.layers.map((layer) => Float64Array.from({ length: width }, (_, x) => ridgeHeight(layer, (x + 0.5) / width)));
  const roofs = (scene.skyline ?? []).map((layer) =>
    Float64Array.from(
      { length: width },
      (_, x) => layer.baseline - layer.maxRise * hashFraction(Math.floor((x + 0.5) / width / layer.buildingWidth) * 7 + layer.seed),
    ),
  );
  return { ridges, roofs };
}

function skylineColor(layer: SkylineLayer, roof: number, u: number, v: number): Rgb | null {
  if (v < roof) return null;
  const building = Math.floor(u / layer.buildingWidth);
  const inBuildingU = (u / layer.buildingWidth) % 1;
  const windowColumn = Math.floor(inBuildingU * 6);
  const windowRow = Math.floor((v - roof) * 80);
  const isWindow = inBuildingU > 0.12 && inBuildingU < 0.88 && windowColumn % 2 === 1 && windowRow % 3 === 1;
  if (!isWindow) return layer.color;
  return hashFraction(building * 131 + windowColumn * 17 + windowRow * 7 + layer.seed) > 0.45 ? layer.windowColor : layer.color;
}

/** Colour of pixel (x, y); `sky` is the row's sky colour. The topmost shape covering the pixel wins. */
function pixelColor(scene: BannerScene, shapes: ColumnShapes, x: number, u: number, v: number, sky: Rgb, aspect: number): Rgb {
  for (let i = shapes.roofs.length - 1; i >= 0; i--) {
    const color = skylineColor(scene.skyline![i]!, shapes.roofs[i]![x]!, u, v);
    if (color) return color;
  }
  for (let i = shapes.ridges.length - 1; i >= 0; i--) if (v >= shapes.ridges[i]![x]!) return scene.layers[i]!.color;
  const dx = (u - scene.sun.x) * aspect;
  if (scene.water && v >= scene.water.from) {
    const depth = (v - scene.water.from) / (1 - scene.water.from);
    const water = mix(scene.water.top, scene.water.bottom, depth);
    // The sun's reflection: broken horizontal bands below the sun, narrowing with depth.
    const band = Math.floor(depth * 28) % 2 === 0;
    return band && Math.abs(dx) < scene.sun.radius * (1.2 - depth * 0.8) ? mix(water, scene.sun.color, 0.55) : water;
  }
  const reach = scene.sun.radius + scene.sun.glow;
  const dy = v - scene.sun.y;
  if (Math.abs(dx) >= reach || Math.abs(dy) >= reach) return sky;
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance < scene.sun.radius) return scene.sun.color;
  if (distance >= reach) return sky;
  const t = 1 - (distance - scene.sun.radius) / scene.sun.glow;
  return mix(sky, scene.sun.color, t * t * 0.6);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * Draws a banner scene as an RGB PNG. Deterministic: the same scene and size give the same bytes.
 * Each row uses PNG's "Sub" filter, which turns flat colours and gradients into runs of zeros.
 */
export function renderBannerPng(scene: BannerScene, width = 1200, height = 500): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  const aspect = width / height;
  const shapes = columnShapes(scene, width);
  for (let y = 0; y < height; y++) {
    const rowStart = y * stride;
    raw[rowStart] = 1;
    const v = (y + 0.5) / height;
    const sky = mix(scene.skyTop, scene.skyBottom, v);
    let previousR = 0;
    let previousG = 0;
    let previousB = 0;
    for (let x = 0; x < width; x++) {
      const color = pixelColor(scene, shapes, x, (x + 0.5) / width, v, sky, aspect);
      const r = Math.round(color[0]) & 0xff;
      const g = Math.round(color[1]) & 0xff;
      const b = Math.round(color[2]) & 0xff;
      const offset = rowStart + 1 + x * 3;
      raw[offset] = (r - previousR) & 0xff;
      raw[offset + 1] = (g - previousG) & 0xff;
      raw[offset + 2] = (b - previousB) & 0xff;
      previousR = r;
      previousG = g;
      previousB = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Media key under which a scene's banner is stored in the media bucket. */
export function bannerKey(scene: Pick<BannerScene, 'name'>): string {
  return `package-images/banner-${scene.name}.png`;
}

/** Media key of a seeded banner's share image (`og:image`): beside it, named as the builder names them. */
export function shareImageKeyOf(bannerMediaKey: string): string {
  return bannerMediaKey.replace(/\.png$/, '-share.png');
}

/**
 * A scene's share image: the same scene drawn at 1200 × 630 (a little more sky and ground than the banner),
 * the size link previews show; well under the 300 KB share images may weigh.
 */
export function renderShareImagePng(scene: BannerScene): Buffer {
  return renderBannerPng(scene, SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
}
