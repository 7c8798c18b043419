// Stone sounds made from a decaying noise burst and a short low tone: tiny 8 kHz mono WAVs.
export const SAMPLE_RATE = 8000;

function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 4294967296) * 2 - 1;
  };
}

/** One click: noise that dies in a few milliseconds over a thump of `pitch` Hz. */
function click(samples: Float32Array, at: number, rnd: () => number, pitch: number, gain: number): void {
  const length = Math.min(samples.length - at, Math.round(SAMPLE_RATE * 0.06));
  let smoothed = 0;
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    smoothed = 0.6 * smoothed + 0.4 * rnd();
    const noise = smoothed * Math.exp(-t * 140);
    const tone = Math.sin(2 * Math.PI * pitch * t) * Math.exp(-t * 60) * 0.6;
    samples[at + i] += gain * (noise + tone);
  }
}

export function placeSound(o: { seed: number; pitch: number; gain: number }): Float32Array {
  const samples = new Float32Array(Math.round(SAMPLE_RATE * 0.08));
  click(samples, 0, random(o.seed), o.pitch, o.gain);
  return samples;
}

/** A stone placed, then captured stones picked up: `clicks` lighter clicks after the first. */
export function rattleSound(o: { seed: number; clicks: number }): Float32Array {
  const rnd = random(o.seed);
  const samples = new Float32Array(Math.round(SAMPLE_RATE * (0.1 + 0.045 * o.clicks)));
  click(samples, 0, rnd, 190, 0.8);
  for (let k = 1; k <= o.clicks; k++)
    click(samples, Math.round(SAMPLE_RATE * (0.05 + 0.04 * k)), rnd, 420, 0.35);
  return samples;
}

/** 8-bit unsigned mono PCM in a RIFF/WAVE file. */
export function encodeWav(samples: Float32Array): Uint8Array {
  const out = Buffer.alloc(44 + samples.length);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE, 28);
  out.writeUInt16LE(1, 32);
  out.writeUInt16LE(8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length, 40);
  for (let i = 0; i < samples.length; i++)
    out[44 + i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, samples[i])));
  return out;
}
