import { expect, it } from 'vitest';
import { tuneHeapForLivePlay } from './heap-tuning.ts';

it('sets the heap growth unless the process was started with its own', () => {
  expect(tuneHeapForLivePlay(['--heap-growing-percent=50'])).toBe(false);
  expect(tuneHeapForLivePlay(['--max-old-space-size=4096'])).toBe(true);
});
