import { parseSgf } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { quietMoves, TestRoom } from '../testing/test-room.ts';
import { recordSgf } from './outcome.ts';

/** 9×9: black walls off columns a–e, white f–i; a black stone at hc and a white one at cc are dead. */
const MOVES = [...'abcdefghi'].flatMap((row) => [`e${row}`, `f${row}`]).concat(['hc', 'cc', 'tt']);

/** The properties of the record's last node. */
function lastNode(sgf: string): Record<string, string[]> {
  const parsed = parseSgf(sgf);
  if (!parsed.ok) throw new Error('unreadable record');
  let node = parsed.value.roots[0];
  while (node.children.length > 0) node = node.children[0];
  return node.props;
}

describe('the game record of a counted game', () => {
  it('has each side’s area on its last node: surrounded points and the other side’s dead stones', () => {
    const room = new TestRoom({ size: 9 });
    room.play(MOVES);
    room.ok(
      { type: 'pass', by: room.nextColor(), step: room.state.moves.length + 1, dead: ['hc', 'cc'] },
      90_000,
    );
    room.ok({ type: 'countProposalAnswer', by: 1, agree: true }, 91_000);
    room.ok({ type: 'countProposalAnswer', by: 2, agree: true }, 92_000);
    const last = lastNode(recordSgf(room.state));
    expect(last.W).toEqual(['tt']);
    // 36 points of black's area hold no living stone: 35 empty, and the dead white stone at cc
    expect(last.TB).toHaveLength(36);
    expect(last.TB).toContain('cc');
    expect(last.TB).toContain('aa');
    expect(last.TW).toHaveLength(27);
    expect(last.TW).toContain('hc');
    expect(last.TW).not.toContain('cc');
    expect(recordSgf(room.state)).toContain('RE[B+1.5]');
  });

  it('a game that ended otherwise has none', () => {
    const room = new TestRoom();
    const t = room.play(quietMoves(150), 1000, 100);
    room.ok({ type: 'resign', by: 2 }, t);
    const sgf = recordSgf(room.state);
    expect(sgf).toContain('RE[B+R]');
    expect(sgf).not.toMatch(/T[BW]\[/);
  });
});
