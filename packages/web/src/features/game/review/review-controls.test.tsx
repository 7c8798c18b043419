import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { ReviewControls } from './review-controls.tsx';
import { reviewReducer, startReview } from './review-navigation.ts';
import { recordFromPlay } from './review-record.ts';

const record = recordFromPlay({
  size: 9,
  blackFirst: true,
  prepos: { black: [], white: [] },
  moves: ['ee', 'cc', 'gg', 'cg'],
});
if (!record.ok) throw new Error(record.error);
const noop = () => {};

describe('ReviewControls', () => {
  it('disables forward at the end, back at the start, and hides judgement unless given', () => {
    const end = renderHtml(
      <ReviewControls
        state={startReview(record.value)}
        dispatch={noop}
        letters={false}
        onLettersChange={noop}
      />,
    );
    expect(end).toMatch(/aria-label="Forward 1 move"[^>]*disabled/);
    expect(end).not.toMatch(/aria-label="Back 1 move"[^>]*disabled/);
    expect(textOf(end)).toContain('Move 4 of 4');
    expect(textOf(end)).not.toContain('Situation judgement');

    const start = startReview(record.value, { atEnd: false });
    const html = renderHtml(
      <ReviewControls
        state={start}
        dispatch={noop}
        letters
        onLettersChange={noop}
        judgement={false}
        onJudgementChange={noop}
      />,
    );
    expect(html).toMatch(/aria-label="Back 1 move"[^>]*disabled/);
    expect(textOf(html)).toContain('Situation judgement');
    expect(html).toMatch(/role="switch" aria-checked="true"/);
  });

  it('says where a variation is and why a move was refused, in the viewer language', () => {
    let state = reviewReducer(startReview(record.value), { type: 'goTo', step: 2 });
    state = reviewReducer(state, { type: 'setTrying', on: true });
    state = reviewReducer(state, { type: 'play', vertex: { x: 3, y: 3 } });
    state = reviewReducer(state, { type: 'play', vertex: { x: 4, y: 4 } });
    const text = textOf(
      renderHtml(<ReviewControls state={state} dispatch={noop} letters={false} onLettersChange={noop} />),
    );
    expect(text).toContain('Move 3 of 4');
    expect(text).toContain('1 tried after move 2');
    expect(text).toContain('There is already a stone there.');
    const cn = textOf(
      renderHtml(
        <ReviewControls state={state} dispatch={noop} letters={false} onLettersChange={noop} />,
        'cn',
      ),
    );
    expect(cn).toContain('这里已经有棋子了。');
  });

  it('draws every step button as an SVG icon with its name in words, in each language', () => {
    const html = renderHtml(
      <ReviewControls
        state={startReview(record.value)}
        dispatch={noop}
        letters={false}
        onLettersChange={noop}
      />,
    );
    const buttons = [...html.matchAll(/<button[^>]*class="tg-review__button"[^>]*>(.*?)<\/button>/g)];
    expect(buttons.map((b) => b[0].match(/aria-label="([^"]*)"/)?.[1])).toEqual([
      'First move',
      'Back 5 moves',
      'Back 1 move',
      'Forward 1 move',
      'Forward 5 moves',
      'Last move',
    ]);
    for (const [, inner] of buttons) {
      expect(inner).toMatch(/^<svg[^>]*aria-hidden="true"/);
      // no text glyph that a font may lack
      expect(textOf(inner).trim()).toBe('');
    }
    const ja = renderHtml(
      <ReviewControls
        state={startReview(record.value)}
        dispatch={noop}
        letters={false}
        onLettersChange={noop}
      />,
      'ja',
    );
    expect(ja).toContain('aria-label="最終手"');
  });
});
