import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkEvaluator } from '../evaluate/create-evaluator.ts';
import { formatRawEvaluation } from '../inputs/format-raw-evaluation.ts';
import { rawEvaluation } from '../inputs/raw-evaluation.ts';
import { PositionState } from '../position/position-state.ts';
import { CHINESE_RULES } from '../search/test-search-positions.ts';
import { GTP_COMMANDS } from './gtp-commands.ts';
import { TengenGtpProcess } from './test-gtp-process.ts';

let gtp: TengenGtpProcess;
beforeAll(async () => {
  gtp = new TengenGtpProcess(['--visits', '16', '--threads', '2']);
  expect(await gtp.command('boardsize 9')).toBe('= ');
});
afterAll(async () => {
  expect(await gtp.close()).toBe(0);
});

describe('tengen gtp', () => {
  it('lists its commands and knows them', async () => {
    const list = (await gtp.command('list_commands')).replace(/^= /, '').split('\n');
    expect(list).toEqual([...GTP_COMMANDS]);
    for (const c of ['genmove', 'kata-analyze', 'lz-analyze', 'kata-raw-nn', 'final_status_list'])
      expect(list).toContain(c);
    expect(await gtp.command('known_command kata-set-rules')).toBe('= true');
    expect(await gtp.command('known_command frobnicate')).toBe('= false');
    expect(await gtp.command('7 protocol_version')).toBe('=7 2');
    expect(await gtp.command('name')).toBe('= Tengen');
  });

  it('plays, generates moves and takes them back', async () => {
    await gtp.command('clear_board');
    expect(await gtp.command('play b E5')).toBe('= ');
    const answer = await gtp.command('genmove w');
    expect(answer).toMatch(/^= ([A-HJ][1-9]|pass)$/);
    const board = await gtp.command('showboard');
    expect(board).toContain(' 5 . . . . X . . . .'.slice(0, 4));
    expect(board).toContain('Next player: Black');
    expect((board.match(/O/g) ?? []).length).toBe(answer === '= pass' ? 0 : 1);
    expect(await gtp.command('undo')).toBe('= ');
    expect(await gtp.command('undo')).toBe('= ');
    expect(await gtp.command('undo')).toBe('? cannot undo');
    expect(await gtp.command('showboard')).not.toMatch(/[XO]/);
  });

  it('counts the end', async () => {
    await gtp.command('clear_board');
    expect(await gtp.command('komi 7')).toBe('= ');
    expect(await gtp.command('final_score')).toBe('= W+7');
    expect(await gtp.command('komi 0.5')).toBe('= ');
    const wall = Array.from({ length: 9 }, (_, i) => `B E${i + 1}`).join(' ');
    expect(await gtp.command(`set_position ${wall}`)).toBe('= ');
    expect(await gtp.command('final_score')).toBe('= B+80.5');
    expect(await gtp.command('final_status_list dead')).toBe('= ');
    // walls on E and F (Black 45 points, White 36), and a lone White stone in Black's area: after
    // two passes it is taken off (left on, it would make A–D no one's: W+28.5)
    const walls = Array.from({ length: 9 }, (_, i) => `B E${i + 1} W F${i + 1}`).join(' ');
    expect(await gtp.command(`set_position ${walls} W B5`)).toBe('= ');
    expect(await gtp.command('play b pass')).toBe('= ');
    expect(await gtp.command('play w pass')).toBe('= ');
    expect(await gtp.command('final_status_list dead')).toBe('= B5');
    expect(await gtp.command('final_score')).toBe('= B+8.5');
    expect(await gtp.command('komi 7.5')).toBe('= ');
  });

  it('prints kata-raw-nn exactly as formatRawEvaluation does', async () => {
    await gtp.command('clear_board');
    expect(await gtp.command('kata-set-rules chinese')).toBe('= ');
    expect(await gtp.command('kata-get-rules')).toBe(
      '= {"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}',
    );
    await gtp.command('play b E5');
    await gtp.command('play w C3');
    const answer = await gtp.command('kata-raw-nn 3');
    const { evaluator } = await createNetworkEvaluator();
    const made = PositionState.from({
      size: 9,
      komi: 7.5,
      rules: CHINESE_RULES,
      setup: { black: [], white: [] },
      moves: [
        { color: 1, point: { x: 4, y: 4 } },
        { color: 2, point: { x: 2, y: 6 } },
      ],
      toMove: 1,
    });
    if (!made.ok) throw new Error(made.error.message);
    const expected = formatRawEvaluation(await rawEvaluation(evaluator, made.value, 3), 9);
    await evaluator.close();
    expect(answer).toBe(`= ${expected}`);
  });

  it('streams lz-analyze lines until the next command', async () => {
    gtp.send('lz-analyze 1');
    const lines = await gtp.readUntil((t) => (t.match(/^info /gm) ?? []).length >= 2);
    expect(lines.startsWith('=\n')).toBe(true);
    expect(lines).toMatch(
      /^info move [A-HJ]\d visits \d+ winrate \d+ prior \d+ lcb -?\d+ order 0 pv [A-HJ]\d/m,
    );
    gtp.send('name');
    const rest = await gtp.readUntil((t) => t.endsWith('= Tengen\n\n'));
    // the analysis ends with a blank line, then the next command is answered
    expect(rest).toMatch(/(^|\n)\n= Tengen\n\n$/);
    gtp.send('kata-analyze interval 1 ownership true');
    const kata = await gtp.readUntil((t) => /^info .*ownership( \S+){81}\n/m.test(t));
    expect(kata).toMatch(/^info move \S+ visits \d+ edgeVisits \d+ utility \S+ winrate \S+ scoreMean \S+/m);
    gtp.send('protocol_version');
    // as above: the read may have taken every line already, so the blank line can come first
    expect(await gtp.readUntil((t) => t.endsWith('= 2\n\n'))).toMatch(/(^|\n)\n= 2\n\n$/);
  });

  it('answers kata-genmove_analyze with lines, then the move played', async () => {
    const answer = await gtp.command('kata-genmove_analyze b 1');
    expect(answer).toMatch(/^=\n(info .*\n)+play ([A-HJ]\d|pass)$/);
    expect(await gtp.command('undo')).toBe('= ');
  });

  it('answers bad commands with an error and changes nothing', async () => {
    const before = await gtp.command('showboard');
    expect(await gtp.command('frobnicate')).toBe('? unknown command');
    expect(await gtp.command('play b Z99')).toBe('? syntax error');
    expect(await gtp.command('play b E5')).toBe('? illegal move');
    expect(await gtp.command('boardsize 40')).toBe('? unacceptable size');
    expect(await gtp.command('komi lots')).toBe('? syntax error');
    expect(await gtp.command('kata-set-rules nonsense')).toBe("? Unknown rules 'nonsense'");
    expect(await gtp.command('kata-set-param maxVisits -3')).toBe('? Invalid value for maxVisits: -3');
    expect(await gtp.command('kata-raw-nn 9')).toMatch(/^\? /);
    expect(await gtp.command('showboard')).toBe(before);
    expect(await gtp.command('kata-set-param maxVisits 8')).toBe('= ');
    expect(await gtp.command('kata-get-param maxVisits')).toBe('= 8');
  });
});
