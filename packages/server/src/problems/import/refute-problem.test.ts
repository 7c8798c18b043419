import { readFileSync } from 'node:fs';
import { BLACK, type Board, EMPTY, type Vertex, vertexToSgf } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../../engines/pool.ts';
import { GNUGO_COMMAND } from '../../testing/test-gnugo.ts';
import type { CollectionFile } from '../collection-file.ts';
import { emptyPointsIn, problemArea } from './problem-area.ts';
import { illegalLines, replayLine, setupBoard } from './problem-board.ts';
import { refuteCollection } from './refute-collection.ts';
import { DEFAULT_REFUTE_SETTINGS, refuteProblem } from './refute-problem.ts';

/** A problem of fixtures/puzzles with each SOL entry a one-move correct line, as the collections hold it. */
function corpusProblem(name: string): ProblemData {
  const url = new URL(`../../../../../fixtures/puzzles/${name}.json`, import.meta.url);
  const p = JSON.parse(readFileSync(url, 'utf8')) as { AB: string[]; AW: string[]; SOL: string[][] };
  return {
    lu: 19,
    blackfirst: p.SOL[0][0] === 'B',
    content: [p.AB, p.AW],
    ok_answers: p.SOL.map((s) => [s[1]]),
    change_answers: [],
    fail_answers: [],
  };
}

/** The distinct empty points next to the chain at `v`. */
function libertiesOf(board: Board, v: Vertex): Vertex[] {
  const seen = new Map<string, Vertex>();
  for (const p of board.chainOf(board.index(v)))
    for (const n of board.neighbours(p)) {
      const w = board.has(board.vertex(n)) ? board.vertex(n) : null;
      if (w && board.get(w) === EMPTY) seen.set(`${w.x},${w.y}`, w);
    }
  return [...seen.values()];
}

const pool = new EnginePool({
  command: GNUGO_COMMAND,
  size: 1,
  maxQueued: 4,
  commandTimeoutMs: 60_000,
  defaultLevel: DEFAULT_REFUTE_SETTINGS.level,
});
afterAll(() => pool.close());

describe('refuteProblem with GNU Go', () => {
  // Prob0009 has two correct first moves.
  it.each(['cho-elementary-Prob0001', 'cho-elementary-Prob0009', 'cho-intermediate-Prob0002'])(
    '%s: a reply to each correct move, a refutation of every other empty point of the area, all legal',
    async (name) => {
      const data = corpusProblem(name);
      const { data: refuted, genmoves } = await refuteProblem(pool, data, DEFAULT_REFUTE_SETTINGS);
      const correct = data.ok_answers.map((l) => l[0]);
      expect(refuted.ok_answers.map((l) => l[0])).toEqual(correct);
      for (const line of [...refuted.ok_answers, ...refuted.fail_answers]) {
        expect(line.length === 1 || line.length === 2, line.join(' ')).toBe(true);
      }
      const board = setupBoard(data);
      if (!board.ok) throw new Error(board.error);
      const area = problemArea(data, DEFAULT_REFUTE_SETTINGS.margin);
      const candidates = emptyPointsIn(board.value, area)
        .map(vertexToSgf)
        .filter((p) => !correct.includes(p) && replayLine(board.value, [p], BLACK).ok);
      expect(refuted.fail_answers.map((l) => l[0])).toEqual(candidates);
      expect(genmoves).toBe(correct.length + candidates.length);
      // Every reply is an empty point of the area after the first move.
      for (const [first, reply] of [...refuted.ok_answers, ...refuted.fail_answers]) {
        if (reply === undefined) continue;
        const after = replayLine(board.value, [first], BLACK);
        if (!after.ok) throw new Error(after.error);
        expect(emptyPointsIn(after.value, area).map(vertexToSgf), `${first} ${reply}`).toContain(reply);
      }
      expect(illegalLines(refuted)).toEqual([]);
      expect(refuted.content).toEqual(data.content);
    },
    60_000,
  );

  it('refutes a wrong first move of elementary 2 by taking the eye point: the black group is left in atari', async () => {
    // Black's five stones on the second line live only by playing at B19 (ba); A19 (aa) first is
    // answered at D19 (da), which leaves the group one liberty and no second eye.
    const data = corpusProblem('cho-elementary-Prob0002');
    const { data: refuted } = await refuteProblem(pool, data, DEFAULT_REFUTE_SETTINGS);
    expect(refuted.fail_answers).toContainEqual(['aa', 'da']);
    const board = setupBoard(refuted);
    if (!board.ok) throw new Error(board.error);
    const after = replayLine(board.value, ['aa', 'da'], BLACK);
    if (!after.ok) throw new Error(after.error);
    expect(libertiesOf(after.value, { x: 0, y: 1 })).toEqual([{ x: 1, y: 0 }]);
  }, 60_000);

  it('keeps problems whose lines come from their source, and answers the kinds it cannot refute', async () => {
    const file: CollectionFile = {
      id: 'mixed',
      name: 'Mixed',
      description: '',
      source: '',
      licence: '',
      position: 1,
      problems: [
        { number: 1, prompt: 'Black to play', data: corpusProblem('cho-elementary-Prob0001') },
        {
          number: 2,
          prompt: 'Black to play',
          data: { ...corpusProblem('cho-elementary-Prob0001'), fail_answers: [['aa', 'da']] },
        },
        {
          number: 3,
          prompt: 'Choose',
          data: { ...corpusProblem('cho-elementary-Prob0001'), xds: [{ pt: 'ba', name: 'A', score: 100 }] },
        },
      ],
    };
    const report = await refuteCollection(pool, file, { ...DEFAULT_REFUTE_SETTINGS, engine: 'GNU Go' });
    expect(report.refuted).toBe(1);
    expect(report.skipped).toEqual([
      'problem 2: its lines come from its source',
      'problem 3: choice problem',
    ]);
    expect(report.file.problems[1]).toEqual(file.problems[1]);
    expect(report.file.problems[0].data.fail_answers.length).toBeGreaterThan(5);
    expect(report.file.refutation).toEqual({ engine: 'GNU Go', level: 10, margin: 1 });
  }, 60_000);

  it("reruns a file an earlier run wrote from its ok lines' first moves", async () => {
    const data = corpusProblem('cho-elementary-Prob0002');
    const earlier = { ...data, ok_answers: [['ba', 'ss']], fail_answers: [['aa', 'ss']] };
    const file: CollectionFile = {
      id: 'again',
      name: 'Again',
      description: '',
      source: '',
      licence: '',
      position: 1,
      problems: [{ number: 1, prompt: 'Black to play', data: earlier }],
      refutation: { engine: 'GNU Go 3.8', level: 1, margin: 1 },
    };
    const report = await refuteCollection(pool, file, { ...DEFAULT_REFUTE_SETTINGS, engine: 'GNU Go 3.8' });
    const [again] = report.file.problems;
    expect(again.data.ok_answers.map((l) => l[0])).toEqual(['ba']);
    expect(again.data.ok_answers[0][1]).not.toBe('ss');
    expect(again.data.fail_answers).toContainEqual(['aa', 'da']);
    expect(report.file.refutation?.level).toBe(10);
  }, 60_000);

  it('refuses a problem whose setup is bad, naming the point', async () => {
    const data = {
      ...corpusProblem('cho-elementary-Prob0001'),
      content: [['ba', 'zz'], []] as [string[], string[]],
    };
    await expect(refuteProblem(pool, data, DEFAULT_REFUTE_SETTINGS)).rejects.toThrow('setup point zz');
  });
});
