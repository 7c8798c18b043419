import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LIVE_PLAY_NODE_FLAGS, tuneHeapForLivePlay } from './heap-tuning.ts';

it('sets the heap growth unless the process was started with its own', () => {
  expect(tuneHeapForLivePlay(['--heap-growing-percent=50'])).toBe(false);
  expect(tuneHeapForLivePlay(['--max-old-space-size=4096'])).toBe(true);
});

it('starts the server with the live-play flags from npm start and from the tengen command', () => {
  const root = new URL('../../../../', import.meta.url);
  const start: string = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.start;
  const shebang = readFileSync(new URL('bin/tengen.js', root), 'utf8').split('\n')[0];
  const startFlags = start
    .match(/\bnode ((?:--\S+ )*)bin\/tengen\.js serve/)?.[1]
    .trim()
    .split(' ');
  for (const flag of LIVE_PLAY_NODE_FLAGS) {
    expect(startFlags).toContain(flag);
    expect(shebang).toContain(flag);
  }
});
