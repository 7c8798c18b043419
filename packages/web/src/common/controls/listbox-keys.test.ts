import { describe, expect, it } from 'vitest';
import { type ListboxAction, listboxKeyAction, typeaheadIndex } from './listbox-keys.ts';

describe('listboxKeyAction', () => {
  const rows: [key: string, active: number, count: number, expected: ListboxAction][] = [
    ['ArrowDown', 0, 3, { type: 'move', index: 1 }],
    ['ArrowDown', 2, 3, { type: 'move', index: 2 }],
    ['ArrowUp', 2, 3, { type: 'move', index: 1 }],
    ['ArrowUp', 0, 3, { type: 'move', index: 0 }],
    ['Home', 2, 3, { type: 'move', index: 0 }],
    ['End', 0, 3, { type: 'move', index: 2 }],
    ['PageDown', 1, 10, { type: 'move', index: 6 }],
    ['PageDown', 8, 10, { type: 'move', index: 9 }],
    ['PageUp', 3, 10, { type: 'move', index: 0 }],
    ['Enter', 1, 3, { type: 'choose', index: 1 }],
    [' ', 2, 3, { type: 'choose', index: 2 }],
    ['Enter', -1, 3, { type: 'choose', index: 0 }],
    ['Escape', 1, 3, { type: 'close' }],
    ['Tab', 1, 3, { type: 'close' }],
    ['a', 1, 3, { type: 'none' }],
    ['ArrowDown', 0, 0, { type: 'none' }],
    ['Enter', 0, 0, { type: 'none' }],
    ['Escape', 0, 0, { type: 'close' }],
  ];
  it.each(rows)('%j from %i of %i', (key, active, count, expected) => {
    expect(listboxKeyAction(key, active, count)).toEqual(expected);
  });
});

describe('typeaheadIndex', () => {
  const labels = ['Guess', 'Black', 'White', 'blue'];
  const rows: [active: number, typed: string, expected: number][] = [
    [0, 'b', 1],
    [1, 'b', 3],
    [3, 'b', 1],
    [0, 'BL', 1],
    [1, 'blu', 3],
    [0, 'w', 2],
    [2, 'w', 2],
    [0, 'x', -1],
    [0, '', -1],
  ];
  it.each(rows)('from %i typing %j', (active, typed, expected) => {
    expect(typeaheadIndex(labels, active, typed)).toBe(expected);
  });
});
