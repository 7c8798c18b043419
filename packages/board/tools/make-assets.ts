// Draws Tengen's own board images and stone sounds into public/static/playnew/.
// Deterministic: running it again gives the same files. Run: npx tsx packages/board/tools/make-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng, type Rgba } from './png.ts';
import { encodeWav, placeSound, rattleSound } from './sounds.ts';

export const ASSET_DIR = join(dirname(fileURLToPath(import.meta.url)), '../public/static/playnew');

/** A seeded value noise in [0, 1): smooth in both directions. */
function valueNoise(seed: number) {
  const hash = (x: number, y: number) => {
    let h = (x * 374761393 + y * 668265263 + seed * 1442695041) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const u = smooth(x - xi);
    const v = smooth(y - yi);
    const top = hash(xi, yi) * (1 - u) + hash(xi + 1, yi) * u;
    const bottom = hash(xi, yi + 1) * (1 - u) + hash(xi + 1, yi + 1) * u;
    return top * (1 - v) + bottom * v;
  };
}

function image(size: number, paint: (x: number, y: number) => [number, number, number, number]): Rgba {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      data.set(
        paint(x, y).map((c) => Math.max(0, Math.min(255, Math.round(c)))),
        (y * size + x) * 4,
      );
  return { width: size, height: size, data };
}

/** Wood: growth rings bent by noise, fine streaks, a slow colour drift. */
function wood(size: number, base: [number, number, number], rings: number, seed: number): Rgba {
  const noise = valueNoise(seed);
  return image(size, (x, y) => {
    const t = x / size;
    const bend = 0.9 * noise(y / 60, t * 2) + 0.25 * noise(y / 13, t * 6);
    const ring = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t * rings + bend));
    const streak = noise(x / 1.5, y / 40);
    const drift = noise(x / 120, y / 120);
    const k = 1 - 0.1 * ring ** 3 - 0.05 * streak + 0.06 * (drift - 0.5);
    return [base[0] * k, base[1] * k, base[2] * k * 0.98, 255];
  });
}

/** A stone with soft light from the upper left; white stones get the faint lines of shell. */
function stone(size: number, white: boolean): Rgba {
  const r = size / 2 - 1;
  const c = size / 2;
  return image(size, (x, y) => {
    const dx = x + 0.5 - c;
    const dy = y + 0.5 - c;
    const d = Math.sqrt(dx * dx + dy * dy);
    const alpha = Math.max(0, Math.min(1, r - d + 0.5));
    if (alpha === 0) return [0, 0, 0, 0];
    const lx = (dx + r * 0.38) / r;
    const ly = (dy + r * 0.38) / r;
    const light = Math.exp(-(lx * lx + ly * ly) * 2.2);
    const rim = (d / r) ** 6;
    if (!white) {
      const v = 18 + 70 * light - 8 * rim;
      return [v, v, v + 3, alpha * 255];
    }
    const shell = 0.5 + 0.5 * Math.sin((dy + 0.15 * dx) * 0.9 + 0.02 * dx * dx * 0.05);
    const v = 222 + 30 * light - 30 * rim - 5 * shell;
    return [v, v, v - 6, alpha * 255];
  });
}

/** Every asset file, by its path under static/playnew/. */
export function makeAssets(): Record<string, Uint8Array> {
  return {
    'images/board-wood.png': encodePng(wood(256, [219, 172, 96], 7, 11)),
    'images/board-kt.png': encodePng(wood(256, [240, 208, 145], 14, 23)),
    'images/stone-black.png': encodePng(stone(96, false)),
    'images/stone-white.png': encodePng(stone(96, true)),
    'sounds/place.wav': encodeWav(placeSound({ seed: 1, pitch: 190, gain: 0.8 })),
    'sounds/first.wav': encodeWav(placeSound({ seed: 2, pitch: 150, gain: 1 })),
    'sounds/capture-one.wav': encodeWav(rattleSound({ seed: 3, clicks: 2 })),
    'sounds/capture-many.wav': encodeWav(rattleSound({ seed: 4, clicks: 5 })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, bytes] of Object.entries(makeAssets())) {
    const path = join(ASSET_DIR, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
}
