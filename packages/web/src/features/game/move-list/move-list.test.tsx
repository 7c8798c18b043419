import { describe, expect, it } from 'vitest';
import { renderHtml, renderWithHost, textOf } from '../../../common/test-render.ts';
import { MoveListWindow } from './move-list-window.tsx';
import { moveRows } from './move-rows.ts';

describe('the move list', () => {
  it('numbers the moves, colours them from the side that moves first, and names passes', () => {
    expect(moveRows(['pd', 'dp', 'tt', 'aa'], 19, true)).toEqual([
      { number: 1, color: 1, point: 'Q16' },
      { number: 2, color: 2, point: 'D4' },
      { number: 3, color: 1, point: null },
      { number: 4, color: 2, point: 'A19' },
    ]);
    // After a handicap's stones white moves first.
    expect(moveRows(['cc', 'gg'], 9, false).map((r) => [r.color, r.point])).toEqual([
      [2, 'C7'],
      [1, 'G3'],
    ]);
  });

  it('in review every move is a button; during play the list is text, the shown move marked', () => {
    const rows = moveRows(['pd', 'dp', 'tt'], 19, true);
    const review = renderHtml(
      <MoveListWindow rows={rows} current={2} onGoTo={() => {}} onClose={() => {}} />,
    );
    expect(textOf(review)).toContain('1. Black Q16');
    expect(textOf(review)).toContain('3. Black pass');
    expect(review.match(/<button type="button" class="tg-move-list__go"/g)).toHaveLength(3);
    expect(review).toMatch(/aria-current="step"[^>]*><button[^>]*>2\. White D4/);
    const live = renderHtml(<MoveListWindow rows={rows} current={3} onClose={() => {}} />);
    expect(live).not.toContain('tg-move-list__go');
    expect(textOf(live)).toContain('After the game, a move in this list shows the board at that move.');
  });

  it('reads in the page’s language', () => {
    const html = renderWithHost(
      <MoveListWindow rows={moveRows(['pd'], 19, true)} current={1} onClose={() => {}} />,
      { lang: 'ja' },
    );
    expect(textOf(html)).toContain('手順一覧');
    expect(textOf(html)).toContain('1手目 黒 Q16');
  });
});
