import { describe, expect, it } from 'vitest';
import { engineConfigFrom } from './engine-config.ts';

describe('engine settings from the environment', () => {
  it('defaults to GNU Go with one process per core', () => {
    const config = engineConfigFrom({});
    expect(config.ok && config.value).toMatchObject({
      command: ['/usr/games/gnugo', '--mode', 'gtp'],
      maxQueued: 64,
      judgeLevel: 3,
      machineBeans: 5,
    });
    expect(config.ok && config.value.processes).toBeGreaterThanOrEqual(1);
  });

  it('takes any engine command line, quoted words kept whole', () => {
    const config = engineConfigFrom({ TENGEN_ENGINE: `"/opt/my engines/katago" gtp -config '/etc/k g.cfg'` });
    expect(config.ok && config.value.command).toEqual([
      '/opt/my engines/katago',
      'gtp',
      '-config',
      '/etc/k g.cfg',
    ]);
  });

  it.each([
    ['TENGEN_ENGINE_PROCESSES', '0'],
    ['TENGEN_ENGINE_QUEUE', '-1'],
    ['TENGEN_ENGINE_TIMEOUT_MS', 'soon'],
    ['TENGEN_JUDGE_LEVEL', '2.5'],
    ['TENGEN_ENGINE', '   '],
  ])('refuses %s=%s', (name, value) => {
    expect(engineConfigFrom({ [name]: value }).ok).toBe(false);
  });
});
