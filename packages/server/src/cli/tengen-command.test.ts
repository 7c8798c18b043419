import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleLog } from '../testing/test-module-log.ts';
import type { CheckReport } from './sgf-check.ts';
import { run } from './tengen-command.ts';

const corpus = fileURLToPath(new URL('../../../../fixtures/sgf/', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

function cli(args: string[]) {
  const out: string[] = [];
  const errs: string[] = [];
  const code = run(
    args,
    (l) => out.push(l),
    (l) => errs.push(l),
  );
  return { code, out, errs };
}

function fixtures() {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-cli-'));
  const write = (name: string, content: string | Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  return {
    illegal: write('illegal.sgf', '(;SZ[9];B[ee];W[cc];B[ee])'),
    garbage: write('garbage.sgf', 'this is not a game record at all'),
    unterminated: write('cut.sgf', '(;SZ[9];B[ee];W[cc]C[never closed'),
    capture: write('capture.sgf', '(;SZ[5];B[ba];W[aa];B[ab])'),
    // GB2312 bytes for 黑 (0xBA 0xDA) and 白 (0xB0 0xD7) as player names
    gb: write(
      'gb.sgf',
      Uint8Array.from([
        ...Buffer.from('(;CA[gb2312]SZ[9]PB['),
        0xba,
        0xda,
        ...Buffer.from(']PW['),
        0xb0,
        0xd7,
        ...Buffer.from('];B[ee])'),
      ]),
    ),
  };
}

describe('tengen sgf check', () => {
  it('reports a real record as JSON', () => {
    const { code, out } = cli(['sgf', 'check', '--json', join(corpus, '00001.sgf')]);
    expect(code).toBe(0);
    const report = JSON.parse(out[0]) as CheckReport;
    expect(report).toMatchObject({ ok: true, size: 19, moves: 234, captures: { B: 9, W: 11 }, errors: [] });
    expect(report.final).toHaveLength(19);
    expect(report.final.every((row) => /^[XO.]{19}$/.test(row))).toBe(true);
  });

  it('one JSON line per file, errors with the move number', () => {
    const f = fixtures();
    const { code, out } = cli([
      'sgf',
      'check',
      '--json',
      f.capture,
      f.illegal,
      f.garbage,
      f.unterminated,
      f.gb,
    ]);
    expect(code).toBe(1);
    const [capture, illegal, garbage, cut, gb] = out.map((l) => JSON.parse(l) as CheckReport);
    expect(capture).toMatchObject({ ok: true, moves: 3, captures: { B: 1, W: 0 } });
    expect(capture.final).toEqual(['.X...', 'X....', '.....', '.....', '.....']);
    expect(illegal).toMatchObject({ ok: false, moves: 2, errors: [{ move: 3, code: 'NOT_EMPTY' }] });
    expect(garbage.ok).toBe(false);
    expect(garbage.errors[0].code).toBe('PARSE');
    expect(garbage.errors[0].message).toMatch(/line 1, column \d+/);
    expect(cut.ok).toBe(false);
    expect(cut.errors[0].code).toBe('PARSE');
    expect(gb).toMatchObject({ ok: true, moves: 1 });
  });

  it('a missing file is reported, not thrown', () => {
    const { code, out } = cli(['sgf', 'check', '--json', '/nonexistent/x.sgf']);
    expect(code).toBe(1);
    expect(JSON.parse(out[0])).toMatchObject({ ok: false, errors: [{ code: 'READ' }] });
  });

  it('text output names the size, moves, captures and final position', () => {
    const f = fixtures();
    const { out } = cli(['sgf', 'check', f.capture]);
    expect(out[0]).toContain('ok');
    expect(out[0]).toContain('size 5×5, 3 moves, captured by Black 1, by White 0');
    expect(out[0]).toContain('.X...');
  });

  it('usage errors', () => {
    expect(cli(['sgf', 'check']).code).toBe(2);
    expect(cli(['frobnicate']).code).toBe(2);
    expect(cli(['help']).out[0]).toContain('sgf check');
  });

  it('runs as the installed command, on the compiled code and with the rules core alone', () => {
    const modules = moduleLog();
    const out = execFileSync(
      process.execPath,
      [...modules.nodeArgs, join(root, 'bin/tengen.js'), 'sgf', 'check', '--json', join(corpus, '00019.sgf')],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ ok: true, size: 19, moves: 296 });
    const loaded = modules.read().filter((url) => url.startsWith('file:'));
    expect(loaded).toContain(`file://${root}packages/server/dist/cli/sgf-check.js`);
    expect(loaded).toContain(`file://${root}packages/core/dist/index.js`);
    const ours = loaded.filter((url) => !url.includes('/node_modules/'));
    expect(ours.filter((url) => !url.endsWith('.js'))).toEqual([]);
    expect(ours.filter((url) => url.includes('/packages/server/dist/')).sort()).toEqual(
      ['cli/sgf-check.js', 'cli/tengen-command.js'].map((f) => `file://${root}packages/server/dist/${f}`),
    );
    // No installed package at all: no Fastify, no database driver, no WebSocket library.
    expect(loaded.filter((url) => url.includes('/node_modules/'))).toEqual([]);
    expect(
      ours.filter((url) => !url.includes('/packages/server/dist/') && !url.includes('/packages/core/dist/')),
    ).toEqual([`file://${root}bin/tengen.js`]);
  });
});
