import { afterAll, describe, expect, it } from 'vitest';
import { corpusMoves, FINISHED_19, GNUGO, MIDGAME_19 } from '../testing/test-gnugo.ts';
import { GtpClient } from './gtp-client.ts';
import { type JudgeRequest, judge, replay } from './judge.ts';
import { EnginePool } from './pool.ts';

const pool = new EnginePool({
  command: [GNUGO, '--mode', 'gtp'],
  size: 1,
  maxQueued: 10,
  commandTimeoutMs: 60_000,
  defaultLevel: 1,
});
const referee = new GtpClient({
  command: [GNUGO, '--mode', 'gtp', '--chinese-rules', '--level', '1'],
  timeoutMs: 60_000,
});
afterAll(() => Promise.all([pool.close(), referee.close()]));

const options = { owner: 'test', lane: 'background', level: 1, finalTimeoutMs: 20_000 } as const;
const even19 = (moves: string[]): JudgeRequest => ({
  size: 19,
  setup: { black: [], white: [] },
  firstColor: 1,
  moves,
  rangzi: 0,
  daotiemu: 0,
});

describe('situation judgement with GNU Go', () => {
  it("counts a played-out corpus game as GNU Go's own Chinese final_score does", async () => {
    // FineArt–DolBaram 2018, RE[B+11.5] KM[7.5]: 311 moves, then both pass.
    const moves = [...corpusMoves(FINISHED_19.file), 'tt', 'tt'];
    const judged = await judge(pool, even19(moves), options);
    if (!judged.ok) throw new Error(judged.error);
    expect(judged.value.method).toBe('final');
    expect(judged.value.dead.length).toBeGreaterThan(0);

    await referee.send(`loadsgf ${FINISHED_19.file}`);
    await referee.send('komi 7.5');
    const gnugo = await referee.send('final_score'); // e.g. 'B+10.5'
    const m = /^([BW])\+([\d.]+)$/.exec(gnugo);
    if (!m) throw new Error(`final_score answered ${gnugo}`);
    const { winner, margin, black, white } = judged.value.score;
    expect(winner).toBe(m[1] === 'B' ? 'black' : 'white');
    // the margin is hundredths of a stone; one stone is two points
    expect((margin * 2) / 100).toBe(Number(m[2]));
    expect(black + white).toBe(36100);
    expect(m[1]).toBe('B'); // and it agrees with the record's winner
  });

  it('estimates a game in play from one map: the number, the dead stones and the territory', async () => {
    const judged = await judge(pool, even19(corpusMoves(MIDGAME_19.file, MIDGAME_19.move)), options);
    if (!judged.ok) throw new Error(judged.error);
    expect(judged.value.method).toBe('estimate');
    const { score, dead, territory } = judged.value;
    expect(score.black + score.white).toBe(36100);
    expect(score.black).toBeGreaterThan(10000);
    expect(score.white).toBeGreaterThan(10000);
    expect(territory.black.length).toBeGreaterThan(20);
    expect(territory.white.length).toBeGreaterThan(20);
    const pos = replay(even19(corpusMoves(MIDGAME_19.file, MIDGAME_19.move)));
    if (!pos.ok) throw new Error(pos.error);
    const signAt = (p: string) => pos.value.signs[(p.charCodeAt(1) - 97) * 19 + p.charCodeAt(0) - 97];
    expect([...territory.black, ...territory.white].every((p) => signAt(p) === 0)).toBe(true);
    expect(dead.every((p) => signAt(p) !== 0)).toBe(true);
  });

  it('judges the same stones the same whoever is to move', async () => {
    const moves = corpusMoves(MIDGAME_19.file, MIDGAME_19.move);
    const blackToMove = await judge(pool, even19(moves), options);
    const whiteToMove = await judge(pool, even19([...moves, 'tt']), options); // a pass: the same stones
    if (!blackToMove.ok || !whiteToMove.ok) throw new Error('not judged');
    expect(whiteToMove.value).toEqual(blackToMove.value);
  });

  it('judges an empty board after another position as empty (GNU Go keeps the old analysis there)', async () => {
    const before = await judge(pool, even19(corpusMoves(MIDGAME_19.file, MIDGAME_19.move)), options);
    expect(before.ok && before.value.territory.black.length).toBeGreaterThan(0);
    for (const moves of [[], ['tt']]) {
      const empty = await judge(pool, even19(moves), options);
      if (!empty.ok) throw new Error(empty.error);
      // every point shared evenly: white leads by komi alone (3¾ stones)
      expect(empty.value).toEqual({
        method: 'estimate',
        score: { winner: 'white', margin: 375, black: 18050, white: 18050 },
        dead: [],
        territory: { black: [], white: [] },
      });
    }
    const one = await judge(pool, even19(['dd']), options);
    if (!one.ok) throw new Error(one.error);
    expect(one.value.score.black).toBeGreaterThan(18050);
  });

  it('on a clear 9×9 position, names the dead stone and the winner', async () => {
    // Black walls off the left five columns, white the right four; a white stone sits dead in black's side.
    const rows = [
      'ed',
      'fd',
      'ee',
      'fe',
      'ef',
      'ff',
      'eg',
      'fg',
      'eh',
      'fh',
      'ei',
      'fi',
      'ec',
      'fc',
      'eb',
      'fb',
      'ea',
      'fa',
    ];
    // then black surrounds it on three sides: in atari, dead whoever moves
    const inPlay = [...rows, 'ab', 'bb', 'cb', 'tt', 'bc'];
    // black: 5 columns = 45 points, white 4 columns = 36; komi 3.75 stones; black +4.5 − 3.75 = 0.75
    const expected = { winner: 'black', black: 4500, white: 3600, margin: 75 };
    for (const [moves, method] of [
      [inPlay, 'estimate'],
      [[...inPlay, 'tt', 'tt'], 'final'],
    ] as const) {
      const judged = await judge(pool, { ...even19([...moves]), size: 9 }, options);
      if (!judged.ok) throw new Error(judged.error);
      expect(judged.value).toMatchObject({ method, dead: ['bb'], score: expected });
    }
  });

  it('when final_status_list is too slow (passes before the end), estimates instead', async () => {
    const moves = [...corpusMoves(MIDGAME_19.file, MIDGAME_19.move), 'tt', 'tt'];
    const judged = await judge(pool, even19(moves), { ...options, finalTimeoutMs: 300 });
    if (!judged.ok) throw new Error(judged.error);
    expect(judged.value.method).toBe('estimate');
  });

  it('refuses an illegal sequence without asking the engine', async () => {
    const noEngine = new EnginePool({
      command: ['/nonexistent'],
      size: 1,
      maxQueued: 1,
      commandTimeoutMs: 100,
      defaultLevel: 1,
    });
    const cases: [string, JudgeRequest][] = [
      ['a stone on a stone', { ...even19(['dd', 'dd']), size: 9 }],
      ['off the board', { ...even19(['dd', 'pp']), size: 9 }],
      ['setup twice', { ...even19([]), setup: { black: ['aa'], white: ['aa'] } }],
      ['a move on a setup stone', { ...even19(['aa']), setup: { black: [], white: ['aa'] } }],
    ];
    for (const [name, request] of cases) {
      const judged = await judge(noEngine, request, options);
      expect(judged.ok, name).toBe(false);
    }
    expect(noEngine.metrics().completed + noEngine.metrics().failed).toBe(0);
    await noEngine.close();
  });
});
