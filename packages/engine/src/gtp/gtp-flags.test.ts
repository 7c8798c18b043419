import { describe, expect, it } from 'vitest';
import { parseGtpFlags } from './run-gtp.ts';

describe('tengen gtp flags', () => {
  it('runs the network in one worker thread unless told more', () => {
    expect(parseGtpFlags([]).nnThreads).toBe(1);
    expect(parseGtpFlags(['--nn-threads', '2', '--threads', '8'])).toMatchObject({
      nnThreads: 2,
      search: { threads: 8 },
    });
  });

  it('refuses a number of network threads out of 1–16 by name', () => {
    for (const bad of ['0', '17', '1.5', 'two'])
      expect(() => parseGtpFlags(['--nn-threads', bad])).toThrow(`bad flag or value: --nn-threads ${bad}`);
  });
});
