import { describe, expect, it } from 'vitest';
import { pickedKeys, togglePick } from './pick-toggle.ts';

describe('picking problems from the list into the problems text', () => {
  it('adds a problem at the end, in the written order, and takes it out when picked again', () => {
    const one = togglePick('', { collection: 'cho-elementary', number: 2 });
    expect(one).toBe('cho-elementary:2');
    const three = togglePick(togglePick(one, { collection: 'cho-elementary', number: 3 }), {
      collection: 'cho-intermediate',
      number: 7,
    });
    expect(three).toBe('cho-elementary:2-3; cho-intermediate:7');
    expect(togglePick(three, { collection: 'cho-elementary', number: 2 })).toBe(
      'cho-elementary:3; cho-intermediate:7',
    );
    expect([...pickedKeys(three)]).toEqual(['cho-elementary:2', 'cho-elementary:3', 'cho-intermediate:7']);
  });

  it('keeps a text it cannot read and adds after it', () => {
    expect(togglePick('cho-elementary 2', { collection: 'cho-elementary', number: 4 })).toBe(
      'cho-elementary 2; cho-elementary:4',
    );
    expect(pickedKeys('nonsense').size).toBe(0);
  });
});
