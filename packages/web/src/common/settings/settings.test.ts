import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings.ts';

const defaults: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, coordinates: false, stoneStyle: 2 };

describe('parseSettings', () => {
  const rows: [name: string, stored: string | null, expected: DisplaySettings][] = [
    ['nothing stored', null, defaults],
    ['empty text', '', defaults],
    ['bad JSON', '{"sound": fal', defaults],
    ['JSON null', 'null', defaults],
    ['an array', '[true, false]', defaults],
    ['a number', '3', defaults],
    ['a string', '"coordinates"', defaults],
    ['an empty object', '{}', defaults],
    [
      'every field valid',
      JSON.stringify({
        showHp: true,
        soundEffect: false,
        sound: false,
        coordinates: true,
        moveConfirm: true,
        stoneStyle: 3,
        boardStyle: 2,
      }),
      {
        showHp: true,
        soundEffect: false,
        sound: false,
        coordinates: true,
        moveConfirm: true,
        stoneStyle: 3,
        boardStyle: 2,
      },
    ],
    ['one valid field, the rest default', '{"sound": false}', { ...defaults, sound: false }],
    ['a boolean as a string', '{"coordinates": "true"}', defaults],
    ['a boolean as a number', '{"moveConfirm": 1}', defaults],
    ['style 0', '{"stoneStyle": 0}', defaults],
    ['style 4', '{"boardStyle": 4}', defaults],
    ['style as text', '{"boardStyle": "2"}', defaults],
    ['style 1.5', '{"boardStyle": 1.5}', defaults],
    ['a bad field next to a good one', '{"boardStyle": 9, "showHp": true}', { ...defaults, showHp: true }],
    ['unknown keys are ignored', '{"volume": 3, "__proto__": {"sound": false}}', defaults],
  ];
  it.each(rows)('%s', (_name, stored, expected) => {
    expect(parseSettings(stored, defaults)).toEqual(expected);
  });

  it('never returns extra keys', () => {
    const parsed = parseSettings('{"sound": true, "extra": 1}', defaults);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(defaults).sort());
  });
});
