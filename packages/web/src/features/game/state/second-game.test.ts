import { serverExamples } from '@tengen/protocol/examples';
import { describe, expect, it } from 'vitest';
import { effectsOf } from './effects.ts';
import { secondGameApplies, secondGamePath } from './second-game.ts';
import { feed, joined, testPlay } from './test-game.ts';

describe('second game of a multi-game round', () => {
  it.each([
    ['one game per round', { maxplaycount: 1, gameid: 4, lu: 19 }, false],
    ['two games, a competition', { maxplaycount: 2, gameid: 4, lu: 19 }, true],
    ['two games, a competition on 9', { maxplaycount: 2, gameid: 4, lu: 9 }, true],
    ['two games, a free game on 9', { maxplaycount: 2, gameid: 0, lu: 9 }, false],
    ['two games, a free game on 19', { maxplaycount: 2, gameid: 0, lu: 19 }, false],
  ] as const)('%s → %s', (_, play, applies) => {
    expect(secondGameApplies(testPlay(play))).toBe(applies);
  });

  it.each([
    [{ result: 0, secondid: 13 }, '/play/p/13/'],
    [{ result: 1, secondid: 0 }, null],
    [{ result: 0, secondid: 12 }, null],
    [{ result: 0, secondid: 0 }, null],
  ] as const)('answer %o → %s', (answer, path) => {
    expect(secondGamePath(answer, 12)).toBe(path);
  });

  it('asks 3 s after the game ends, once, and only for a live ending', () => {
    const round = { maxplaycount: 2, gameid: 4 };
    const before = joined(1, { pos: ['pd'], nextcolor: 2 }, round);
    const end = serverExamples.timeout_resp;
    const after = feed(before, [end]);
    expect(effectsOf(end, before, after)).toEqual([{ type: 'querySecondGame', afterMs: 3_000 }]);
    expect(effectsOf(end, after, feed(after, [end]))).toEqual([]);
    const single = joined(1, {}, { maxplaycount: 1, gameid: 4 });
    expect(effectsOf(end, single, feed(single, [end]))).toEqual([]);
    const loadedOver = joined(1, { status: 1, result: 1, wintype: 1 }, round);
    expect(loadedOver.finish?.cause).toBe('initdata');
    expect(effectsOf(serverExamples.ping_resp, loadedOver, loadedOver)).toEqual([]);
  });

  it('other effects: early start reloads after 2 s, an accepted invitation goes to the new game', () => {
    const s = joined(1, { unstart: 30 });
    expect(
      effectsOf(serverExamples.startnow_yes_resp, s, feed(s, [serverExamples.startnow_yes_resp])),
    ).toEqual([{ type: 'reload', afterMs: 2_000 }]);
    expect(effectsOf(serverExamples.agree_play_resp, s, s)).toEqual([
      { type: 'navigate', to: '/play/p/99/', afterMs: 0 },
    ]);
  });
});
