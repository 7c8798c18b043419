import { serverExamples } from '@tengen/protocol/examples';
import { describe, expect, it } from 'vitest';
import { act, feed, joined, posMessage, T0 } from '../state/test-game.ts';
import { choicesPanelOpens } from './choices-rules.ts';

const on = { stepselect: true };

describe('who may open the move-choice panel', () => {
  it('a player of a stepselect game, on their own turn', () => {
    expect(choicesPanelOpens(joined(1, {}, on))).toBe(true);
    expect(choicesPanelOpens(joined(2, { pos: ['dd'], stepcount: 1, nextcolor: 2 }, on))).toBe(true);
  });

  it('not on the opponent’s turn, not a spectator, not with stepselect off', () => {
    expect(choicesPanelOpens(joined(2, {}, on))).toBe(false);
    expect(choicesPanelOpens(joined(0, {}, on))).toBe(false);
    expect(choicesPanelOpens(joined(1, {}, {}))).toBe(false);
  });

  it('not while the own move is on its way, nor after the game', () => {
    const black = joined(1, {}, on);
    expect(choicesPanelOpens(act(black, { type: 'moveSent', pos: 'dd', step: 1, at: T0 }))).toBe(false);
    const over = feed(black, [serverExamples.sendfail_resp]);
    expect(over.finish).not.toBeNull();
    expect(choicesPanelOpens(over)).toBe(false);
    expect(choicesPanelOpens(feed(black, [posMessage('dd', 1)]))).toBe(false);
  });
});
