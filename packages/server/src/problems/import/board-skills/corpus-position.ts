/** Real positions the board-skill problems are made from: Cho Chikun's problems and corpus games. */
import { readFileSync } from 'node:fs';
import { decodeSgf, parseSgf } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';

const fixtures = new URL('../../../../../../fixtures/', import.meta.url);

export interface CorpusPuzzle {
  readonly name: string;
  readonly data: ProblemData;
}

/** A problem of fixtures/puzzles (`cho-elementary-Prob0003`) with its SOL moves as one-move lines. */
export function corpusPuzzle(name: string): CorpusPuzzle {
  const p = JSON.parse(readFileSync(new URL(`puzzles/${name}.json`, fixtures), 'utf8')) as {
    SZ: string;
    AB?: string[];
    AW?: string[];
    SOL: string[][];
  };
  return {
    name,
    data: {
      lu: Number(p.SZ),
      blackfirst: p.SOL[0][0] !== 'W',
      content: [p.AB ?? [], p.AW ?? []],
      ok_answers: p.SOL.map((s) => [s[1]]),
      change_answers: [],
      fail_answers: [],
    },
  };
}

/** `cho-elementary-Prob0003` as a reader would name it: "Cho Chikun, elementary 3". */
export function problemSourceName(name: string): string {
  const m = /^cho-(\w+)-Prob0*(\d+)$/.exec(name);
  return m ? `Cho Chikun, ${m[1]} ${m[2]}` : name;
}

export interface CorpusGame {
  readonly file: string;
  readonly black: string;
  readonly white: string;
  readonly date: string;
  /** The main line's moves as SGF points. */
  readonly moves: string[];
}

/** A record of fixtures/sgf (`00019`): players, date and main-line moves. */
export function corpusGame(file: string): CorpusGame {
  const text = decodeSgf(readFileSync(new URL(`sgf/${file}.sgf`, fixtures))).text;
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  const root = parsed.value.roots[0];
  const moves: string[] = [];
  for (let node = root.children[0]; node; node = node.children[0]) {
    const point = node.props.B?.[0] ?? node.props.W?.[0];
    if (point !== undefined) moves.push(point === '' ? 'tt' : point);
  }
  const prop = (name: string) => root.props[name]?.[0] ?? '?';
  return { file, black: prop('PB'), white: prop('PW'), date: prop('DT'), moves };
}
