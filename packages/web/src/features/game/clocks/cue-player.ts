/**
 * The clock's sound cues (byo-yomi begins; 11 seconds left). The board widget's sounds are
 * stone sounds only and the seed does not show its cue files, so the cues are short tones made
 * with the Web Audio API: nothing to fetch. A browser that refuses audio before a gesture is
 * silent, never an error.
 */
import type { ClockCue } from './clock-view.ts';

const TONES: Readonly<Record<ClockCue, { hz: number; ms: number; repeat: number }>> = {
  byoyomiStart: { hz: 660, ms: 180, repeat: 2 },
  warning: { hz: 880, ms: 120, repeat: 1 },
};

type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

export class CuePlayer {
  private context: AudioContextLike | null = null;

  play(cue: ClockCue): void {
    const context = this.audio();
    if (!context) return;
    const { hz, ms, repeat } = TONES[cue];
    for (let i = 0; i < repeat; i++) {
      const start = context.currentTime + (i * ms * 1.6) / 1000;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = hz;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + ms / 1000);
    }
  }

  private audio(): AudioContextLike | null {
    if (this.context) return this.context;
    const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
    if (!Ctor) return null;
    try {
      this.context = new Ctor();
    } catch {
      return null;
    }
    return this.context;
  }
}
