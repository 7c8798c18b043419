import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { illegalLines } from './problem-board.ts';
import { importSgfProblems } from './sgf-import.ts';
import { problemsFromSgf } from './sgf-problem.ts';
import { verdictOfComment } from './sgf-verdict.ts';

const fixtures = fileURLToPath(new URL('../../../../../fixtures/problem-sgf/', import.meta.url));
const options = { id: 'test', name: 'Test', source: 'fixtures', licence: 'test data' };
const sgf = (text: string) => problemsFromSgf(new TextEncoder().encode(text));

describe('comment conventions', () => {
  it.each([
    ['Correct', 'ok'],
    ['Correct. White has no ko threats.', 'ok'],
    ['RIGHT', 'ok'],
    ['Black lives. RIGHT', 'ok'],
    ['正解', 'ok'],
    ['+', 'ok'],
    ['Also correct. Playing at A is better style.', 'change'],
    ['变化', 'change'],
    ['Wrong', 'fail'],
    ['失败', 'fail'],
    ["It's a ko, but Black can do better.", null],
    ['Incorrect', 'fail'],
    ['Black is right next to the edge', null],
    ['', null],
  ])('%j reads as %s', (comment, verdict) => expect(verdictOfComment(comment)).toBe(verdict));
});

describe('Go Game Guru weekly problems (24 real files with variations)', () => {
  const result = importSgfProblems(join(fixtures, 'gogameguru'), options);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  const { problems } = result.file;

  it('imports all of them in name order, each legal from its setup', () => {
    expect(problems).toHaveLength(24);
    expect(problems.map((p) => p.number)).toEqual(problems.map((_, i) => i + 1));
    for (const p of problems) {
      expect(illegalLines(p.data), `problem ${p.number}`).toEqual([]);
      expect(p.prompt).toBe('Black to play.');
      expect(p.data.ok_answers.length, `problem ${p.number}`).toBeGreaterThan(0);
      expect(p.data.fail_answers.length, `problem ${p.number}`).toBeGreaterThan(0);
    }
  });

  it('reads easy 01 as the file says: Correct, Also correct (a variation), and the unmarked wrong lines', () => {
    const [easy1] = problems;
    expect(easy1.data.blackfirst).toBe(true);
    expect(easy1.data.content[1]).toEqual(['pq', 'qq', 'sq', 'or', 'qr', 'sr', 'os']);
    expect(easy1.data.ok_answers).toEqual([['rs', 'rr', 'ns']]);
    expect(easy1.data.change_answers).toEqual([['rs', 'rr', 'ps']]);
    expect(easy1.data.fail_answers).toEqual([
      ['rq', 'rr', 'ns', 'rs'],
      ['rq', 'rr', 'rs', 'ps'],
      ['rq', 'rr', 'ps', 'rs'],
      ['ns', 'rs', 'rq', 'rr', 'ps', 'pr'],
      ['ns', 'rs', 'rq', 'rr', 'pr', 'ps'],
      ['ns', 'rs', 'ps', 'pr'],
      ['ns', 'rs', 'pr', 'ps'],
      ['ps', 'rs'],
    ]);
  });

  it('keeps a ko that "Black can do better" than as a wrong line', () => {
    const text = readFileSync(join(fixtures, 'gogameguru/ggg-hard-03.sgf'), 'utf8');
    const [hard3] = sgf(text);
    expect(hard3.data.ok_answers).toEqual([
      ['gr', 'fr', 'gq', 'gp', 'fs', 'hr', 'gs'],
      ['gr', 'gq', 'fr'],
    ]);
    expect(hard3.data.fail_answers).toContainEqual(['gr', 'fr', 'gq', 'gp', 'gs', 'ho']);
  });
});

describe('one file', () => {
  it('imports a single .sgf path as a one-problem collection', () => {
    const result = importSgfProblems(join(fixtures, 'gogameguru/ggg-easy-05.sgf'), options);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.file.problems).toHaveLength(1);
    expect(result.file.problems[0].data.ok_answers).toEqual([['pq', 'ps', 'pr']]);
  });
});

describe('sanderland/tsumego SGF files (30, the solution only)', () => {
  it('reads each main line as the one correct line', () => {
    const result = importSgfProblems(join(fixtures, 'sanderland-tsumego/ishigure-basic'), options);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.file.problems).toHaveLength(30);
    expect(result.file.problems[0].data.ok_answers).toEqual([['ob']]);
    for (const p of result.file.problems) {
      expect(p.data.ok_answers).toHaveLength(1);
      expect(p.data.fail_answers).toEqual([]);
      expect(p.prompt).toBe('Black to play');
      expect(illegalLines(p.data)).toEqual([]);
    }
  });
});

describe('bad files', () => {
  it.each([
    ['(;SZ[19]AB[aa]', 'no move and no PL'],
    ['(;SZ[25]AB[aa];B[bb]C[Correct])', 'SZ[25]'],
    ['(;SZ[19]AB[aa]AW[ba];B[ab]C[Wrong])', 'no variation is marked correct'],
    ['(;SZ[19]AB[aa]AW[ba];B[ba]C[Correct])', 'illegal: NOT_EMPTY'],
    ['(;SZ[19]AB[aa]AW[ba];B[ab];B[ac]C[Correct])', "not W's turn"],
    ['(;SZ[19]AB[aa];B[bb];AW[cc]W[dd]C[Correct])', 'AB/AW/AE'],
    ['(;SZ[19]AB[aa]AW[aa];B[bb]C[Correct])', 'given twice'],
    ['no game here', 'not SGF'],
  ])('%s: refused (%s)', (text, reason) => expect(() => sgf(text)).toThrow(reason));

  it('names every bad file of a folder and returns no collection', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-sgf-'));
    writeFileSync(join(dir, '1.sgf'), '(;SZ[19]AB[aa]AW[ba];B[ab]C[RIGHT])');
    writeFileSync(join(dir, '2.sgf'), '(;SZ[19]AB[aa]AW[ba];B[ba]C[RIGHT])');
    writeFileSync(join(dir, '3.sgf'), '(;SZ[19]AB[aa]');
    writeFileSync(join(dir, 'notes.txt'), 'not read');
    const result = importSgfProblems(dir, options);
    expect(result).toEqual({
      ok: false,
      errors: [
        `${join(dir, '2.sgf')}: ok line ba: move 1 (ba) is illegal: NOT_EMPTY`,
        `${join(dir, '3.sgf')}: no move and no PL: the side to play is unknown`,
      ],
    });
  });

  it('refuses a folder without SGF files, a missing path and an id that is not a slug', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-sgf-'));
    expect(importSgfProblems(dir, options)).toEqual({ ok: false, errors: [`${dir}: no .sgf file`] });
    const missing = importSgfProblems(join(dir, 'nothing'), options);
    expect(missing.ok === false && missing.errors[0]).toMatch(/nothing: ENOENT/);
    expect(importSgfProblems(dir, { ...options, id: 'Bad Id' })).toEqual({
      ok: false,
      errors: ['--id Bad Id is not a slug (lower-case letters, digits, dashes)'],
    });
  });
});
