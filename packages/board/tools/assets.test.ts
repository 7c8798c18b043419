import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_FILES } from '../src/render/images.ts';
import { SOUND_FILES } from '../src/sound.ts';
import { ASSET_DIR, makeAssets } from './make-assets.ts';
import { decodePng, diffRatio, encodePng } from './png.ts';

describe('shipped assets', () => {
  const made = makeAssets();

  it('are exactly what the generator draws (Tengen-made, reproducible)', () => {
    for (const [file, bytes] of Object.entries(made))
      expect(Buffer.compare(readFileSync(join(ASSET_DIR, file)), Buffer.from(bytes)), file).toBe(0);
  });

  it('cover every image and sound the widget asks for, and stay small', () => {
    for (const f of Object.values(IMAGE_FILES)) expect(made[`images/${f}`], f).toBeDefined();
    for (const f of Object.values(SOUND_FILES)) expect(made[f], f).toBeDefined();
    const total = Object.values(made).reduce((n, b) => n + b.length, 0);
    expect(total).toBeLessThan(100_000);
  });

  it('sounds are 8 kHz mono WAV under 3 kB', () => {
    for (const f of Object.values(SOUND_FILES)) {
      const wav = Buffer.from(made[f]);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(24)).toBe(8000);
      expect(wav.length).toBeLessThan(3000);
    }
  });
});

describe('png codec', () => {
  it('round-trips pixels and measures differences', () => {
    const data = new Uint8Array(16 * 9 * 4).map((_, i) => (i * 37) % 256);
    const img = { width: 16, height: 9, data };
    const back = decodePng(encodePng(img));
    expect(back).toEqual(img);
    expect(diffRatio(img, back)).toBe(0);
    const changed = { ...img, data: data.slice() };
    changed.data.fill(0, 0, 16 * 4);
    expect(diffRatio(img, changed)).toBeGreaterThan(0.05);
  });
});
