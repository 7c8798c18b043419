import { describe, expect, it } from 'vitest';
import {
  boardMoveNumbers,
  nextMoveNumberMode,
  nextRotation,
  shownTools,
  TOOL_IDS,
  toolAvailability,
} from './toolbar-model.ts';

const press = () => {};

describe('shownTools', () => {
  it('keeps the seed order whatever order the page lists them in', () => {
    const shown = shownTools({
      fullScreen: { onPress: press },
      settings: { onPress: press },
      sound: { onPress: press },
    });
    expect(shown.map((t) => t.id)).toEqual(['settings', 'sound', 'fullScreen']);
  });

  it('shows all thirteen when all are given, none when none are', () => {
    const all = Object.fromEntries(TOOL_IDS.map((id) => [id, { onPress: press }]));
    expect(shownTools(all)).toHaveLength(13);
    expect(shownTools({})).toEqual([]);
  });

  it.each([
    [{ onPress: press }, 'ready'],
    [{ onPress: press, enabled: true }, 'ready'],
    [{ onPress: press, enabled: false }, 'disabled'],
    [{}, 'unavailable'],
    [{ enabled: true }, 'unavailable'],
  ] as const)('%o is %s', (tool, availability) => {
    expect(toolAvailability(tool)).toBe(availability);
  });
});

describe('cycles', () => {
  it.each([
    ['none', 'last', 1],
    ['last', 'all', 'all'],
    ['all', 'none', 'none'],
  ] as const)('move numbers %s → %s (board %s)', (mode, next, board) => {
    expect(nextMoveNumberMode(mode)).toBe(next);
    expect(boardMoveNumbers(next)).toBe(board);
  });

  it.each([
    [0, 90],
    [90, 180],
    [180, 270],
    [270, 0],
  ] as const)('rotation %s → %s', (from, to) => {
    expect(nextRotation(from)).toBe(to);
  });
});
