import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CollectionFile } from '../problems/collection-file.ts';
import { run } from './tengen-command.ts';

const fixtures = fileURLToPath(new URL('../../../../fixtures/problem-sgf/', import.meta.url));

async function cli(args: string[]) {
  const out: string[] = [];
  const errs: string[] = [];
  const code = await run(
    args,
    (l) => out.push(l),
    (l) => errs.push(l),
  );
  return { code, out: out.join('\n'), errs: errs.join('\n') };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'tengen-problems-'));
const named = ['--id', 'ggg', '--name', 'Weekly', '--source', 'Go Game Guru', '--licence', 'CC BY-NC-SA 4.0'];

describe('tengen problems import', () => {
  it('writes a folder of SGF problems as a collection file', async () => {
    const out = join(tmp(), 'ggg.json');
    const result = await cli(['problems', 'import', join(fixtures, 'gogameguru'), ...named, '--out', out]);
    expect(result).toMatchObject({ code: 0, out: `${out}: 24 problems` });
    const file = JSON.parse(readFileSync(out, 'utf8')) as CollectionFile;
    expect(file).toMatchObject({ id: 'ggg', name: 'Weekly', source: 'Go Game Guru', position: 100 });
    expect(file.problems).toHaveLength(24);
  });

  it('writes nothing when a file is bad, and names it with the reason', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'a.sgf'), '(;SZ[19]AB[aa]AW[ba];B[ab]C[RIGHT])');
    writeFileSync(join(dir, 'b.sgf'), '(;SZ[19]AB[aa]AW[ba];B[ab]C[Wrong])');
    const out = join(dir, 'out.json');
    const result = await cli(['problems', 'import', dir, ...named, '--out', out]);
    expect(result.code).toBe(2);
    expect(result.errs).toContain(`${join(dir, 'b.sgf')}: no variation is marked correct`);
    expect(result.errs).toContain('1 bad file(s); nothing written');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses missing options and unknown ones', async () => {
    const dir = join(fixtures, 'gogameguru');
    expect((await cli(['problems', 'import', dir, '--id', 'x'])).errs).toBe(
      'tengen problems import: missing --name, --source, --licence',
    );
    expect((await cli(['problems', 'import', dir, ...named, '--colour', 'red'])).errs).toBe(
      'tengen problems import: unknown option --colour',
    );
  });
});

describe('tengen problems refute', () => {
  it('answers and refutes with GNU Go, writing the file back with the engine and level', async () => {
    const path = join(tmp(), 'one.json');
    const file: CollectionFile = {
      id: 'one',
      name: 'One',
      description: '',
      source: 'fixtures/puzzles',
      licence: 'MIT',
      position: 1,
      problems: [
        {
          number: 1,
          prompt: 'Black to play',
          data: {
            lu: 19,
            blackfirst: true,
            content: [
              ['ab', 'bb', 'cb', 'db', 'eb'],
              ['ca', 'ea', 'fb', 'ac', 'bc', 'cc', 'dc', 'ec', 'fc'],
            ],
            ok_answers: [['ba']],
            change_answers: [],
            fail_answers: [],
          },
        },
      ],
    };
    writeFileSync(path, JSON.stringify(file));
    const result = await cli(['problems', 'refute', path, '--level', '1']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/1 problems refuted \(\d+ engine moves, [\d.]+ s\), 0 kept/);
    const written = JSON.parse(readFileSync(path, 'utf8')) as CollectionFile;
    expect(written.refutation).toMatchObject({ level: 1, margin: 1 });
    expect(written.refutation?.engine).toMatch(/^GNU Go \d/);
    expect(written.problems[0].data.ok_answers[0][0]).toBe('ba');
    expect(written.problems[0].data.fail_answers.length).toBeGreaterThan(5);
  }, 60_000);

  it('leaves a file it cannot read as it was', async () => {
    const path = join(tmp(), 'bad.json');
    writeFileSync(path, '{"id": "x", "problems": "none"}');
    const result = await cli(['problems', 'refute', path]);
    expect(result).toMatchObject({
      code: 2,
      errs: `tengen problems refute: ${path}: "name" is not a string`,
    });
    expect(readFileSync(path, 'utf8')).toBe('{"id": "x", "problems": "none"}');
    expect((await cli(['problems', 'refute', path, '--level', '11'])).errs).toBe(
      'tengen problems refute: --level must be an integer from 0 to 10',
    );
  });
});
