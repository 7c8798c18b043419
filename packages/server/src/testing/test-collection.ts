/** A small collection of each kind of problem, written as a file, for the problem tests. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProblemData } from '@tengen/protocol';

const base = { lu: 9, blackfirst: true, change_answers: [], fail_answers: [] };

export const TEST_PROBLEMS: readonly { prompt: string; data: ProblemData }[] = [
  {
    prompt: 'Black to play',
    data: {
      ...base,
      content: [
        ['cb', 'db'],
        ['ca', 'da', 'bb', 'eb'],
      ],
      // ba correct after the reply aa; bc a variation; ea wrong, answered by fa.
      ok_answers: [['ba', 'aa', 'ab']],
      change_answers: [['bc']],
      fail_answers: [['ea', 'fa']],
    },
  },
  {
    prompt: 'Which point is best?',
    data: {
      ...base,
      content: [['cc'], ['dd']],
      ok_answers: [],
      xds: [
        { pt: 'ee', name: 'A', score: 100 },
        { pt: 'gg', name: 'B', score: 0 },
      ],
    },
  },
  {
    prompt: 'Place the stones',
    data: { ...base, content: [['cc'], []], ok_answers: [], luozis: ['dd', 'ee'] },
  },
  {
    prompt: 'Play the moves shown',
    data: {
      ...base,
      content: [[], []],
      ok_answers: [],
      clone_pos: ['cc', 'gg', 'cg'],
      clone_prepos: [[], []],
    },
  },
];

/** Writes `basics.json` (the problems above as collection `basics`) into `folder`. */
export function writeTestCollection(folder: string, changes: { name?: string } = {}): string {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'basics.json');
  const collection = {
    id: 'basics',
    name: changes.name ?? 'Basics',
    description: 'One of each kind',
    source: 'Tengen tests',
    licence: 'MIT',
    position: 1,
    problems: TEST_PROBLEMS.map((p, i) => ({ number: i + 1, ...p })),
  };
  writeFileSync(file, JSON.stringify(collection, null, 2));
  return file;
}
