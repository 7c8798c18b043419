/**
 * The page's sound cues: the clock's (byo-yomi begins, 11 seconds left, the last ten seconds of
 * a period counted) and the game's (a pass, a move that may not be played). They are the
 * "sound effects" of the viewer's settings (`soundEffect`); the caller plays them only when that
 * setting is on. The board's sounds are stone sounds only, and the seed does not show its cue
 * files, so the cues are short tones made with the Web Audio API: nothing to fetch, and each
 * cue its own pitch and timbre so they are told apart without looking. A browser that refuses
 * audio before a gesture is silent, never an error.
 */
import type { ClockCue } from './clock-view.ts';

export type Cue = ClockCue | 'pass' | 'illegal';

interface Tone {
  /** The notes, one after another. */
  readonly notes: readonly number[];
  readonly ms: number;
  readonly wave: OscillatorType;
  readonly gain: number;
}

export const TONES: Readonly<Record<Cue, Tone>> = {
  byoyomiStart: { notes: [660, 660], ms: 180, wave: 'sine', gain: 0.15 },
  warning: { notes: [880], ms: 120, wave: 'sine', gain: 0.15 },
  // The count: a short woodblock-like tick each second, higher for the last three.
  count: { notes: [1175], ms: 60, wave: 'triangle', gain: 0.2 },
  countFinal: { notes: [1568], ms: 90, wave: 'triangle', gain: 0.25 },
  pass: { notes: [587, 440], ms: 140, wave: 'sine', gain: 0.12 },
  illegal: { notes: [196], ms: 160, wave: 'square', gain: 0.05 },
};

export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain'
> & { readonly state?: AudioContextState; resume?: () => Promise<void> };

function browserContext(): AudioContextLike | null {
  const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

export class CuePlayer {
  private context: AudioContextLike | null = null;

  /** `makeContext`: the audio context, made at the first cue (tests give their own). */
  constructor(private readonly makeContext: () => AudioContextLike | null = browserContext) {}

  play(cue: Cue): void {
    const context = this.audio();
    if (!context) return;
    // A context made before the page had a gesture starts suspended; one made after may resume.
    if (context.state === 'suspended') context.resume?.().catch(() => {});
    const { notes, ms, wave, gain: level } = TONES[cue];
    notes.forEach((hz, i) => {
      const start = context.currentTime + (i * ms * 1.6) / 1000;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = hz;
      gain.gain.setValueAtTime(level, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + ms / 1000);
    });
  }

  private audio(): AudioContextLike | null {
    this.context ??= this.makeContext();
    return this.context;
  }
}

/** The page's one player for the game's cues (a pass, a refused move). */
let shared: CuePlayer | null = null;
export function gameCues(): CuePlayer {
  shared ??= new CuePlayer();
  return shared;
}
