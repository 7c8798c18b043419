export type SoundKind = 'place' | 'captureOne' | 'captureMany' | 'first';
/** ready: loaded, nothing playing; playing: one sound; playing2: a second over the first; done: ended. */
export type SoundState = 'ready' | 'playing' | 'playing2' | 'done';

export const SOUND_FILES: Record<SoundKind, string> = {
  place: 'sounds/place.wav',
  captureOne: 'sounds/capture-one.wav',
  captureMany: 'sounds/capture-many.wav',
  first: 'sounds/first.wav',
};

/** The sound of a move: the first stone of a game has its own, captures of one and of several theirs. */
export function soundFor(captured: number, first: boolean): SoundKind {
  if (captured > 1) return 'captureMany';
  if (captured === 1) return 'captureOne';
  return first ? 'first' : 'place';
}

export interface AudioLike {
  currentTime: number;
  play(): Promise<void> | undefined;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
}

export class SoundPlayer {
  state: SoundState = 'ready';
  on = false;
  /** By URL, so a new `base` loads the sounds from there. */
  private readonly cache = new Map<string, AudioLike>();
  private active = 0;
  /** Told once per URL of a sound file that could not be loaded. */
  onMissing: (url: string) => void = () => {};

  constructor(
    public base: string,
    private readonly makeAudio: (url: string) => AudioLike = (url) => new Audio(url),
  ) {}

  play(kind: SoundKind): void {
    if (!this.on) return;
    const url = this.base + SOUND_FILES[kind];
    let audio = this.cache.get(url);
    if (!audio) {
      audio = this.makeAudio(url);
      audio.addEventListener('ended', () => this.ended());
      audio.addEventListener('error', () => this.onMissing(url));
      this.cache.set(url, audio);
    }
    audio.currentTime = 0;
    // Autoplay rules may refuse a sound before the first user gesture: silence, not an error.
    audio.play()?.catch(() => this.ended());
    this.active++;
    this.state = this.active > 1 ? 'playing2' : 'playing';
  }

  private ended(): void {
    this.active = Math.max(0, this.active - 1);
    this.state = this.active === 0 ? 'done' : 'playing';
  }
}
