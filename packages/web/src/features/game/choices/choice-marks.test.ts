import { createHeadlessBoard } from '@tengen/board';
import { describe, expect, it } from 'vitest';
import { clearLetters, setLetter, shownLetters } from './choice-marks.ts';

describe('the choice letters on the board widget', () => {
  it('are drawn as label marks and taken off again, other symbols staying', () => {
    const api = createHeadlessBoard({ kind: 'game', size: 9 });
    api.setSymbol({ x: 4, y: 4 }, { named: '×' });
    api.setSymbol({ x: 0, y: 0 }, 'triangle');
    setLetter(api, 'cc', 'A');
    setLetter(api, 'gg', 'B');
    setLetter(api, 'zz', 'C');
    expect(shownLetters(api)).toBe('A:cc B:gg');
    clearLetters(api);
    expect(shownLetters(api)).toBe('');
    const left = [...api.symbols().values()];
    expect(left).toEqual(expect.arrayContaining([{ kind: 'label', text: '×' }, { kind: 'triangle' }]));
    expect(left).toHaveLength(2);
  });
});
