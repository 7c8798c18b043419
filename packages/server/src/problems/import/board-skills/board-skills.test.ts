import { readFileSync } from 'node:fs';
import { problemKind } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { collectionToJson } from '../collection-json.ts';
import { boardSkills } from './board-skills.ts';
import { placementProblem } from './placement.ts';
import { replayProblem } from './replay.ts';

const committed = new URL('../../../../collections/board-skills.json', import.meta.url);

describe('the board-skills collection', () => {
  it('is what boardSkills() builds (rebuild it rather than edit it)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(collectionToJson(boardSkills()));
  });

  it('holds four problems of each kind: choice, placement, replay', () => {
    const kinds = boardSkills().problems.map((p) => problemKind(p.data));
    expect(kinds).toEqual([
      ...Array(4).fill('choice'),
      ...Array(4).fill('placement'),
      ...Array(4).fill('replay'),
    ]);
  });

  it('makes a choice of the correct SOL point and two wrong neighbours, scored 100 and 0', () => {
    const [first] = boardSkills().problems;
    expect(first.prompt).toBe(
      'Black to play: which of A, B and C is the vital point? (Cho Chikun, elementary 1)',
    );
    expect(first.data.xds).toEqual([
      { pt: 'ba', name: 'A', score: 100 },
      { pt: 'aa', name: 'B', score: 0 },
      { pt: 'ca', name: 'C', score: 0 },
    ]);
  });

  it('marks the white group of elementary 5 and asks for its two liberties', () => {
    const p = placementProblem('cho-elementary-Prob0005');
    expect(p.data.signs).toEqual(['ab', 'eb', 'ea', 'db', 'cb', 'bb']);
    expect(p.data.luozis).toEqual(['aa', 'ca']);
  });

  it('copies the opening of a named corpus game', () => {
    const p = replayProblem('00001', 12);
    expect(p.prompt).toBe('Replay the first 12 moves: Golaxy (Black) against FineArt (White), 2018-07-30');
    expect(p.data.clone_pos).toEqual([
      'qd',
      'pp',
      'dd',
      'dp',
      'qn',
      'qo',
      'pn',
      'np',
      'pj',
      'od',
      'lc',
      'me',
    ]);
  });

  it('refuses a position with no group to fill and an opening shorter than asked', () => {
    expect(() => placementProblem('cho-elementary-Prob0014')).toThrow(
      'no opponent group with 2 to 4 liberties',
    );
    expect(() => replayProblem('00001', 100_000)).toThrow('the first 100000 moves are not all board moves');
  });
});
