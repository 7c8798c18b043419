import { describe, expect, it } from 'vitest';
import { deviceOf } from './session-device.ts';

describe('a session’s device in words', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128 · Windows 10',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 · Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS 17.5',
    ],
  ])('%s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it('is empty when the browser said nothing it knows', () => {
    expect(deviceOf('')).toBe('');
    expect(deviceOf('   ')).toBe('');
    expect(deviceOf('curl/8.5.0')).not.toContain('undefined');
  });
});
