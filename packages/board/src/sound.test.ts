import { describe, expect, it } from 'vitest';
import { type AudioLike, SoundPlayer, soundFor } from './sound.ts';

class FakeAudio implements AudioLike {
  static made: FakeAudio[] = [];
  currentTime = 5;
  plays = 0;
  private readonly listeners = { ended: () => {}, error: () => {} };
  constructor(readonly url: string) {
    FakeAudio.made.push(this);
  }
  play() {
    this.plays++;
    return Promise.resolve();
  }
  addEventListener(type: 'ended' | 'error', listener: () => void) {
    this.listeners[type] = listener;
  }
  end() {
    this.listeners.ended();
  }
  fail() {
    this.listeners.error();
  }
}

describe('sounds', () => {
  it.each([
    [0, true, 'first'],
    [0, false, 'place'],
    [1, false, 'captureOne'],
    [3, false, 'captureMany'],
  ] as const)('%i captured, first %s: %s', (captured, first, kind) => {
    expect(soundFor(captured, first)).toBe(kind);
  });

  it('says which sound file could not be loaded', () => {
    const player = new SoundPlayer('/wrong/', (url) => new FakeAudio(url));
    const missing: string[] = [];
    player.onMissing = (url) => missing.push(url);
    player.on = true;
    player.play('first');
    FakeAudio.made.at(-1)!.fail();
    expect(missing).toEqual(['/wrong/sounds/first.wav']);
    FakeAudio.made = [];
  });

  it('goes ready, playing, playing2, done; silent when off', () => {
    const player = new SoundPlayer('/static/playnew/', (url) => new FakeAudio(url));
    player.play('place');
    expect(FakeAudio.made).toHaveLength(0);
    player.on = true;
    expect(player.state).toBe('ready');
    player.play('place');
    expect(player.state).toBe('playing');
    player.play('captureOne');
    expect(player.state).toBe('playing2');
    expect(FakeAudio.made.map((a) => a.url)).toEqual([
      '/static/playnew/sounds/place.wav',
      '/static/playnew/sounds/capture-one.wav',
    ]);
    FakeAudio.made[0].end();
    FakeAudio.made[1].end();
    expect(player.state).toBe('done');
  });

  it('loads a sound again from a new base', () => {
    FakeAudio.made = [];
    const player = new SoundPlayer('/static/playnew/', (url) => new FakeAudio(url));
    player.on = true;
    player.play('place');
    player.play('place');
    player.base = 'https://cdn.example/go/';
    player.play('place');
    expect(FakeAudio.made.map((a) => a.url)).toEqual([
      '/static/playnew/sounds/place.wav',
      'https://cdn.example/go/sounds/place.wav',
    ]);
    expect(FakeAudio.made.map((a) => a.plays)).toEqual([2, 1]);
  });
});
